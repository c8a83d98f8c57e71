/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment GalleryImageFields on CaptionedImage {\n    id\n    photo\n    caption\n    description\n    decorative\n    width\n    height\n    sizes {\n      width\n      url\n    }\n    avifSizes {\n      width\n      url\n    }\n  }\n": typeof types.GalleryImageFieldsFragmentDoc,
    "\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.SetUserRoleDocument,
    "\n  mutation SendPasswordReset($userId: ID!) {\n    sendPasswordReset(userId: $userId)\n  }\n": typeof types.SendPasswordResetDocument,
    "\n  mutation ResetSecondStep($userId: ID!) {\n    resetSecondStep(userId: $userId)\n  }\n": typeof types.ResetSecondStepDocument,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    role\n    createdBy\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n": typeof types.ApiTokenFieldsFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!, $role: Role!, $expiresAt: String) {\n    createApiToken(name: $name, role: $role, expiresAt: $expiresAt) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  fragment BackupRunFields on BackupRun {\n    id\n    kind\n    status\n    startedAt\n    finishedAt\n    file\n    bytes\n    error\n    startedBy\n    prunedAt\n    progress {\n      step\n      done\n      total\n    }\n  }\n": typeof types.BackupRunFieldsFragmentDoc,
    "\n  query BackupWarning {\n    backupStatus {\n      warning\n    }\n  }\n": typeof types.BackupWarningDocument,
    "\n  query Backups {\n    backupStatus {\n      warning\n      lastGoodAt\n      backupTime\n      nextNightlyAt\n      keepDaily\n      keepWeekly\n      copied\n      encrypted\n      uploadMaxBytes\n      running {\n        ...BackupRunFields\n      }\n    }\n    backups(limit: 30) {\n      ...BackupRunFields\n    }\n  }\n": typeof types.BackupsDocument,
    "\n  query BackupRun($id: ID!) {\n    backupRun(id: $id) {\n      ...BackupRunFields\n    }\n  }\n": typeof types.BackupRunDocument,
    "\n  mutation BackUpNow {\n    backUpNow {\n      ...BackupRunFields\n    }\n  }\n": typeof types.BackUpNowDocument,
    "\n  query AdminBlogs {\n    blogs(limit: 100) {\n      items {\n        id\n        slug\n        title\n        order\n        createdAt\n        state\n        publishAt\n        unpublishAt\n      }\n    }\n  }\n": typeof types.AdminBlogsDocument,
    "\n  mutation CreateBlog {\n    createBlog {\n      id\n      slug\n    }\n  }\n": typeof types.CreateBlogDocument,
    "\n  mutation DeleteBlog($id: ID!) {\n    deleteBlog(id: $id)\n  }\n": typeof types.DeleteBlogDocument,
    "\n  fragment EditableBlogFields on Blog {\n    ...BlogFields\n    createdAt\n    mainimageDescription\n    isNew\n    version\n    updatedBy\n    updatedAt\n    state\n    publishedAt\n    draftSavedAt\n    draftSavedBy\n    publishAt\n    unpublishAt\n    images {\n      id\n      photo\n      caption\n      description\n      decorative\n    }\n  }\n": typeof types.EditableBlogFieldsFragmentDoc,
    "\n  query AdminBlog($slug: String!) {\n    blogDraft(slug: $slug) {\n      ...EditableBlogFields\n    }\n  }\n": typeof types.AdminBlogDocument,
    "\n  mutation SaveBlogDraft($id: ID!, $input: BlogInput!) {\n    saveBlogDraft(id: $id, input: $input) {\n      ...EditableBlogFields\n    }\n  }\n": typeof types.SaveBlogDraftDocument,
    "\n  mutation UnpublishBlog($id: ID!, $version: Int!) {\n    unpublishBlog(id: $id, version: $version) {\n      ...EditableBlogFields\n    }\n  }\n": typeof types.UnpublishBlogDocument,
    "\n  mutation UpdateBlog($id: ID!, $input: BlogInput!) {\n    updateBlog(id: $id, input: $input) {\n      ...EditableBlogFields\n    }\n  }\n": typeof types.UpdateBlogDocument,
    "\n  query BoxOfficePerformances {\n    boxOfficePerformances {\n      id\n      playTitle\n      startsAt\n      status\n      capacity\n      remaining\n    }\n  }\n": typeof types.BoxOfficePerformancesDocument,
    "\n  fragment BoxOfficeOrderFields on BoxOfficeOrder {\n    reference\n    status\n    payment\n    buyerName\n    buyerEmail\n    accessNote\n    tickets {\n      type\n      count\n    }\n    totalPence\n    toPayPence\n    createdAt\n  }\n": typeof types.BoxOfficeOrderFieldsFragmentDoc,
    "\n  query BoxOffice($performanceId: ID!) {\n    boxOffice(performanceId: $performanceId) {\n      performance {\n        id\n        playTitle\n        startsAt\n        status\n        payment\n        capacity\n      }\n      sold\n      held\n      houseSeats\n      left\n      byType {\n        name\n        offered\n        pricePence\n        sold\n        complimentary\n      }\n      takingsPence\n      toCollectPence\n      liveOrders\n      waitlist\n    }\n  }\n": typeof types.BoxOfficeDocument,
    "\n  query BoxOfficeOrders($performanceId: ID!, $search: String!, $page: Int!) {\n    boxOfficeOrders(performanceId: $performanceId, search: $search, page: $page) {\n      page\n      pages\n      total\n      items {\n        ...BoxOfficeOrderFields\n      }\n    }\n  }\n": typeof types.BoxOfficeOrdersDocument,
    "\n  query BoxOfficeDoorList($performanceId: ID!) {\n    doorPerformance(performanceId: $performanceId) {\n      id\n      playTitle\n      startsAt\n    }\n    boxOfficeDoorList(performanceId: $performanceId) {\n      ...BoxOfficeOrderFields\n    }\n  }\n": typeof types.BoxOfficeDoorListDocument,
    "\n  mutation CancelOrder($reference: String!) {\n    cancelOrder(reference: $reference) {\n      ...BoxOfficeOrderFields\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation MarkOrderPaid($reference: String!) {\n    markOrderPaid(reference: $reference) {\n      ...BoxOfficeOrderFields\n    }\n  }\n": typeof types.MarkOrderPaidDocument,
    "\n  mutation AddComplimentaryTickets($performanceId: ID!, $input: ComplimentaryInput!) {\n    addComplimentaryTickets(performanceId: $performanceId, input: $input) {\n      ...BoxOfficeOrderFields\n    }\n  }\n": typeof types.AddComplimentaryTicketsDocument,
    "\n  mutation CancelPerformanceOrders($performanceId: ID!) {\n    cancelPerformanceOrders(performanceId: $performanceId)\n  }\n": typeof types.CancelPerformanceOrdersDocument,
    "\n  fragment HouseSeatPlanFields on PerformanceSeatPlan {\n    performanceId\n    sections {\n      name\n      rows {\n        label\n        seats {\n          id\n          label\n          number\n          state\n        }\n      }\n    }\n  }\n": typeof types.HouseSeatPlanFieldsFragmentDoc,
    "\n  query HouseSeatPlan($performanceId: ID!) {\n    seatPlan(performanceId: $performanceId) {\n      ...HouseSeatPlanFields\n    }\n  }\n": typeof types.HouseSeatPlanDocument,
    "\n  mutation SetHouseSeats($performanceId: ID!, $seatIds: [ID!]!, $blocked: Boolean!) {\n    setHouseSeats(performanceId: $performanceId, seatIds: $seatIds, blocked: $blocked) {\n      ...HouseSeatPlanFields\n    }\n  }\n": typeof types.SetHouseSeatsDocument,
    "\n  query DoorPerformances {\n    doorPerformances {\n      id\n      playTitle\n      startsAt\n      status\n    }\n  }\n": typeof types.DoorPerformancesDocument,
    "\n  query DoorTickets($performanceId: ID!) {\n    doorTickets(performanceId: $performanceId) {\n      performance {\n        id\n        playTitle\n        startsAt\n        status\n      }\n      count {\n        performanceId\n        admitted\n        expected\n      }\n      tickets {\n        id\n        codeHash\n        reference\n        buyerName\n        type\n        status\n        toPayPence\n        admittedAt\n        admittedOn\n      }\n      serverTime\n    }\n  }\n": typeof types.DoorTicketsDocument,
    "\n  mutation SyncDoorScans($performanceId: ID!, $scans: [DoorScanInput!]!) {\n    syncDoorScans(performanceId: $performanceId, scans: $scans) {\n      result\n      firstAdmittedAt\n      toPayPence\n      ticket {\n        type\n      }\n      order {\n        reference\n        buyerName\n      }\n      performance {\n        id\n        playTitle\n        startsAt\n      }\n    }\n  }\n": typeof types.SyncDoorScansDocument,
    "\n  subscription DoorCountChanged($performanceId: ID!) {\n    doorCountChanged(performanceId: $performanceId) {\n      performanceId\n      admitted\n      expected\n    }\n  }\n": typeof types.DoorCountChangedDocument,
    "\n  query AdminHeroes {\n    heroImages {\n      id\n      url\n      caption\n      position\n    }\n  }\n": typeof types.AdminHeroesDocument,
    "\n  mutation UpdateHeroCaption($id: ID!, $caption: String!) {\n    updateHeroImageCaption(id: $id, caption: $caption) {\n      id\n      caption\n    }\n  }\n": typeof types.UpdateHeroCaptionDocument,
    "\n  mutation ReorderHeroes($ids: [ID!]!) {\n    reorderHeroImages(ids: $ids) {\n      id\n      position\n    }\n  }\n": typeof types.ReorderHeroesDocument,
    "\n  mutation RemoveHero($id: ID!) {\n    removeHeroImage(id: $id)\n  }\n": typeof types.RemoveHeroDocument,
    "\n  query Inbox($status: MessageStatus, $page: Int!) {\n    messages(status: $status, page: $page, perPage: 20) {\n      page\n      pages\n      total\n      items {\n        id\n        type\n        senderName\n        senderEmail\n        subject\n        body\n        playTitle\n        recipient\n        status\n        attempts\n        lastError\n        createdAt\n        sentAt\n      }\n    }\n  }\n": typeof types.InboxDocument,
    "\n  mutation RetryMessage($id: ID!) {\n    retryMessage(id: $id) {\n      id\n      status\n      attempts\n    }\n  }\n": typeof types.RetryMessageDocument,
    "\n  fragment EditableAboutFields on AboutPage {\n    ...AboutPageFields\n    version\n    updatedBy\n    updatedAt\n    state\n    draftSavedAt\n    draftSavedBy\n    publishAt\n  }\n": typeof types.EditableAboutFieldsFragmentDoc,
    "\n  fragment EditableTextPageFields on TextPage {\n    ...TextPageFields\n    version\n    updatedBy\n    updatedAt\n    state\n    draftSavedAt\n    draftSavedBy\n    publishAt\n  }\n": typeof types.EditableTextPageFieldsFragmentDoc,
    "\n  query AdminPageDraft($about: Boolean!, $contact: Boolean!, $combinations: Boolean!) {\n    aboutDraft @include(if: $about) {\n      ...EditableAboutFields\n    }\n    contactDraft @include(if: $contact) {\n      ...EditableTextPageFields\n    }\n    combinationsDraft @include(if: $combinations) {\n      ...EditableTextPageFields\n    }\n  }\n": typeof types.AdminPageDraftDocument,
    "\n  query ContactPreview {\n    site {\n      contactEmail\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n    auditionPlays {\n      id\n      slug\n      title\n    }\n  }\n": typeof types.ContactPreviewDocument,
    "\n  mutation SaveAboutDraft($input: AboutPageInput!) {\n    saveAboutDraft(input: $input) {\n      ...EditableAboutFields\n    }\n  }\n": typeof types.SaveAboutDraftDocument,
    "\n  mutation SaveContactDraft($input: TextPageInput!) {\n    saveContactDraft(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n": typeof types.SaveContactDraftDocument,
    "\n  mutation SaveCombinationsDraft($input: TextPageInput!) {\n    saveCombinationsDraft(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n": typeof types.SaveCombinationsDraftDocument,
    "\n  mutation UpdateAbout($input: AboutPageInput!) {\n    updateAbout(input: $input) {\n      ...EditableAboutFields\n    }\n  }\n": typeof types.UpdateAboutDocument,
    "\n  mutation UpdateContact($input: TextPageInput!) {\n    updateContact(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n": typeof types.UpdateContactDocument,
    "\n  mutation UpdateCombinations($input: TextPageInput!) {\n    updateCombinations(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n": typeof types.UpdateCombinationsDocument,
    "\n  fragment EditablePersonFields on Person {\n    id\n    slug\n    name\n    bio\n    programmeBio\n    photo\n    hidden\n    version\n    updatedBy\n    updatedAt\n  }\n": typeof types.EditablePersonFieldsFragmentDoc,
    "\n  query PersonSuggestions($search: String!) {\n    people(search: $search, page: 1) {\n      items {\n        id\n        slug\n        name\n        hidden\n      }\n      total\n    }\n  }\n": typeof types.PersonSuggestionsDocument,
    "\n  query AdminPeople($search: String!, $page: Int!) {\n    people(search: $search, page: $page) {\n      items {\n        ...EditablePersonFields\n      }\n      total\n      page\n      pages\n      perPage\n    }\n  }\n": typeof types.AdminPeopleDocument,
    "\n  query AdminPerson($id: ID!) {\n    personById(id: $id) {\n      ...EditablePersonFields\n    }\n  }\n": typeof types.AdminPersonDocument,
    "\n  mutation CreatePerson($input: PersonInput!) {\n    createPerson(input: $input) {\n      ...EditablePersonFields\n    }\n  }\n": typeof types.CreatePersonDocument,
    "\n  mutation UpdatePerson($id: ID!, $input: PersonInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...EditablePersonFields\n    }\n  }\n": typeof types.UpdatePersonDocument,
    "\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id)\n  }\n": typeof types.DeletePersonDocument,
    "\n  query AdminPlays {\n    plays(perPage: 500) {\n      items {\n        id\n        slug\n        title\n        status\n        state\n        publishAt\n        unpublishAt\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n": typeof types.AdminPlaysDocument,
    "\n  mutation CreatePlay {\n    createPlay {\n      id\n      slug\n    }\n  }\n": typeof types.CreatePlayDocument,
    "\n  mutation DeletePlay($id: ID!) {\n    deletePlay(id: $id)\n  }\n": typeof types.DeletePlayDocument,
    "\n  fragment EditablePlayFields on Play {\n    ...PlayFields\n    ...PlayCreditsFields\n    ...PlayAudienceFields\n    ...PlayProgrammeFields\n    auditionEmailRecipient\n    mainimageDescription\n    captionedVideolinks\n    isNew\n    version\n    updatedBy\n    updatedAt\n    state\n    publishedAt\n    draftSavedAt\n    draftSavedBy\n    publishAt\n    unpublishAt\n    images {\n      ...GalleryImageFields\n    }\n    galleryCover\n    videos {\n      url\n      lastError\n      nextAttemptAt\n    }\n    productionteam {\n      members {\n        personId\n      }\n    }\n    castlist {\n      members {\n        personId\n      }\n    }\n    performances {\n      accessNote\n      sales {\n        capacity\n        ticketTypes {\n          name\n          pricePence\n          note\n          restrictedPricePence\n        }\n        onSaleFrom\n        onSaleUntil\n        holdMinutes\n        maxPerOrder\n        payment\n        cancelUntilHours\n        reserved\n        companionReleaseHours\n      }\n    }\n  }\n": typeof types.EditablePlayFieldsFragmentDoc,
    "\n  query BoxOfficeSettings {\n    boxOfficeSettings {\n      onlinePayment\n    }\n  }\n": typeof types.BoxOfficeSettingsDocument,
    "\n  query AdminPlay($slug: String!) {\n    playDraft(slug: $slug) {\n      ...EditablePlayFields\n    }\n  }\n": typeof types.AdminPlayDocument,
    "\n  mutation SavePlayDraft($id: ID!, $input: PlayInput!) {\n    savePlayDraft(id: $id, input: $input) {\n      ...EditablePlayFields\n    }\n  }\n": typeof types.SavePlayDraftDocument,
    "\n  mutation UnpublishPlay($id: ID!, $version: Int!) {\n    unpublishPlay(id: $id, version: $version) {\n      ...EditablePlayFields\n    }\n  }\n": typeof types.UnpublishPlayDocument,
    "\n  mutation UpdatePlay($id: ID!, $input: PlayInput!) {\n    updatePlay(id: $id, input: $input) {\n      ...EditablePlayFields\n    }\n  }\n": typeof types.UpdatePlayDocument,
    "\n  mutation UploadVideoThumbnail($url: String!, $file: Upload!) {\n    uploadVideoThumbnail(url: $url, file: $file) {\n      ...VideoFields\n      lastError\n      nextAttemptAt\n    }\n  }\n": typeof types.UploadVideoThumbnailDocument,
    "\n  fragment SiteSettingsFields on SiteSettings {\n    name\n    contactEmail\n    address\n    charityNumber\n    facebook\n    instagram\n    x\n    youtube\n    tiktok\n    otherLabel\n    otherUrl\n    backupTime\n    requireTwoStep\n    updatedAt\n    updatedBy\n  }\n": typeof types.SiteSettingsFieldsFragmentDoc,
    "\n  query SiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n": typeof types.UpdateSiteSettingsDocument,
    "\n  query Activity($person: ID, $kind: EditedKind, $item: ID, $page: Int!) {\n    activity(person: $person, kind: $kind, item: $item, page: $page) {\n      page\n      pages\n      total\n      perPage\n      items {\n        id\n        at\n        actorId\n        actor\n        action\n        kind\n        itemId\n        itemTitle\n        detail\n      }\n    }\n  }\n": typeof types.ActivityDocument,
    "\n  query DeletedItems {\n    deletedItems {\n      id\n      kind\n      title\n      slug\n      deletedAt\n      deletedBy\n      purgeAt\n    }\n  }\n": typeof types.DeletedItemsDocument,
    "\n  mutation RestorePlay($id: ID!, $slug: String) {\n    restorePlay(id: $id, slug: $slug) {\n      id\n      slug\n      title\n    }\n  }\n": typeof types.RestorePlayDocument,
    "\n  mutation RestoreBlog($id: ID!, $slug: String) {\n    restoreBlog(id: $id, slug: $slug) {\n      id\n      slug\n      title\n    }\n  }\n": typeof types.RestoreBlogDocument,
    "\n  mutation DeleteForGood($kind: EditedKind!, $id: ID!) {\n    deleteForGood(kind: $kind, id: $id)\n  }\n": typeof types.DeleteForGoodDocument,
    "\n  query Revisions($kind: EditedKind!, $id: ID!) {\n    revisions(kind: $kind, id: $id) {\n      id\n      number\n      published\n      changed\n      note\n      savedBy\n      savedAt\n    }\n  }\n": typeof types.RevisionsDocument,
    "\n  query Revision($id: ID!) {\n    revision(id: $id) {\n      id\n      number\n      fields\n    }\n  }\n": typeof types.RevisionDocument,
    "\n  mutation RestorePlayRevision($id: ID!, $revisionId: ID!, $version: Int!) {\n    restorePlayRevision(id: $id, revisionId: $revisionId, version: $version) {\n      ...EditablePlayFields\n    }\n  }\n": typeof types.RestorePlayRevisionDocument,
    "\n  mutation RestoreBlogRevision($id: ID!, $revisionId: ID!, $version: Int!) {\n    restoreBlogRevision(id: $id, revisionId: $revisionId, version: $version) {\n      ...EditableBlogFields\n    }\n  }\n": typeof types.RestoreBlogRevisionDocument,
    "\n  mutation RestorePageRevision($kind: PageKind!, $revisionId: ID!, $version: Int!) {\n    restorePageRevision(kind: $kind, revisionId: $revisionId, version: $version) {\n      ...EditableAboutFields\n    }\n  }\n": typeof types.RestorePageRevisionDocument,
    "\n  subscription EditingPresence($kind: EditedKind!, $id: ID!) {\n    editingPresence(kind: $kind, id: $id) {\n      userId\n      name\n      since\n    }\n  }\n": typeof types.EditingPresenceDocument,
    "\n  mutation SchedulePlay($id: ID!, $publishAt: DateTimeISO, $unpublishAt: DateTimeISO) {\n    schedulePlay(id: $id, publishAt: $publishAt, unpublishAt: $unpublishAt) {\n      ...EditablePlayFields\n    }\n  }\n": typeof types.SchedulePlayDocument,
    "\n  mutation ScheduleBlog($id: ID!, $publishAt: DateTimeISO, $unpublishAt: DateTimeISO) {\n    scheduleBlog(id: $id, publishAt: $publishAt, unpublishAt: $unpublishAt) {\n      ...EditableBlogFields\n    }\n  }\n": typeof types.ScheduleBlogDocument,
    "\n  mutation SchedulePage($kind: PageKind!, $publishAt: DateTimeISO) {\n    schedulePage(kind: $kind, publishAt: $publishAt) {\n      ...EditableAboutFields\n    }\n  }\n": typeof types.SchedulePageDocument,
    "\n  fragment PreviewLinkFields on PreviewLink {\n    id\n    createdBy\n    createdAt\n    expiresAt\n  }\n": typeof types.PreviewLinkFieldsFragmentDoc,
    "\n  query PreviewLinks($kind: PreviewKind!, $id: ID!) {\n    previewLinks(kind: $kind, id: $id) {\n      ...PreviewLinkFields\n    }\n  }\n": typeof types.PreviewLinksDocument,
    "\n  mutation CreatePreviewLink($kind: PreviewKind!, $id: ID!) {\n    createPreviewLink(kind: $kind, id: $id) {\n      url\n      link {\n        ...PreviewLinkFields\n      }\n    }\n  }\n": typeof types.CreatePreviewLinkDocument,
    "\n  mutation RevokePreviewLink($id: ID!) {\n    revokePreviewLink(id: $id) {\n      id\n    }\n  }\n": typeof types.RevokePreviewLinkDocument,
    "\n  query Users {\n    users(perPage: 200) {\n      items {\n        id\n        name\n        email\n        role\n        createdAt\n        hasSecondStep\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  fragment EditableVenueFields on Venue {\n    ...VenueFields\n    updatedAt\n  }\n": typeof types.EditableVenueFieldsFragmentDoc,
    "\n  fragment VenueSeatPlanFields on Venue {\n    seatPlan {\n      sections {\n        name\n        rows {\n          label\n          seats {\n            number\n            kind\n            note\n            companionFor\n          }\n        }\n      }\n    }\n  }\n": typeof types.VenueSeatPlanFieldsFragmentDoc,
    "\n  query AdminVenue($slug: String!) {\n    venue(slug: $slug) {\n      ...EditableVenueFields\n      ...VenueSeatPlanFields\n    }\n  }\n": typeof types.AdminVenueDocument,
    "\n  query AdminVenues {\n    venues {\n      ...EditableVenueFields\n      seats\n    }\n  }\n": typeof types.AdminVenuesDocument,
    "\n  mutation CreateVenue($input: VenueDetailsInput!) {\n    createVenue(input: $input) {\n      ...EditableVenueFields\n      ...VenueSeatPlanFields\n    }\n  }\n": typeof types.CreateVenueDocument,
    "\n  mutation UpdateVenue($id: ID!, $input: VenueDetailsInput!) {\n    updateVenue(id: $id, input: $input) {\n      ...EditableVenueFields\n      ...VenueSeatPlanFields\n    }\n  }\n": typeof types.UpdateVenueDocument,
    "\n  mutation DeleteVenue($id: ID!) {\n    deleteVenue(id: $id)\n  }\n": typeof types.DeleteVenueDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      role\n      hasSecondStep\n      authenticatorAppOn\n      mustSetUpSecondStep\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        role\n      }\n      needsSecondStep\n      ticket\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Sessions {\n    sessions {\n      id\n      device\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": typeof types.SessionsDocument,
    "\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n": typeof types.SignOutSessionDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n": typeof types.SignOutOtherSessionsDocument,
    "\n  mutation LoginSecondStep($ticket: String!, $code: String!) {\n    loginSecondStep(ticket: $ticket, code: $code) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.LoginSecondStepDocument,
    "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n": typeof types.StartPasskeySignInDocument,
    "\n  mutation SignInWithPasskey($response: String!) {\n    signInWithPasskey(response: $response) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.SignInWithPasskeyDocument,
    "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.PasskeysDocument,
    "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n": typeof types.StartPasskeyRegistrationDocument,
    "\n  mutation AddPasskey($input: PasskeyInput!) {\n    addPasskey(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.AddPasskeyDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  mutation StartAuthenticatorSetUp {\n    startAuthenticatorSetUp {\n      secret\n      uri\n      qrCodeSvg\n    }\n  }\n": typeof types.StartAuthenticatorSetUpDocument,
    "\n  mutation ConfirmAuthenticator($code: String!) {\n    confirmAuthenticator(code: $code)\n  }\n": typeof types.ConfirmAuthenticatorDocument,
    "\n  mutation TurnOffAuthenticator($code: String!) {\n    turnOffAuthenticator(code: $code)\n  }\n": typeof types.TurnOffAuthenticatorDocument,
    "\n  mutation ConfirmItsYou($password: String, $code: String) {\n    confirmItsYou(password: $password, code: $code)\n  }\n": typeof types.ConfirmItsYouDocument,
    "\n  mutation StartConfirmItsYouWithPasskey {\n    startConfirmItsYouWithPasskey\n  }\n": typeof types.StartConfirmItsYouWithPasskeyDocument,
    "\n  mutation ConfirmItsYouWithPasskey($response: String!) {\n    confirmItsYouWithPasskey(response: $response)\n  }\n": typeof types.ConfirmItsYouWithPasskeyDocument,
    "\n  query BlogList {\n    blogs(limit: 100) {\n      items {\n        ...BlogListingFields\n      }\n    }\n  }\n": typeof types.BlogListDocument,
    "\n  query BlogPage($slug: String!) {\n    blog(slug: $slug) {\n      ...BlogListingFields\n      images {\n        ...GalleryImageFields\n      }\n    }\n  }\n": typeof types.BlogPageDocument,
    "\n  fragment BlogFields on Blog {\n    id\n    slug\n    title\n    author\n    body\n    order\n    mainimage\n    mainimageDescription\n  }\n": typeof types.BlogFieldsFragmentDoc,
    "\n  fragment BlogListingFields on Blog {\n    ...BlogFields\n    createdAt\n    mainimageSizes {\n      width\n      url\n    }\n  }\n": typeof types.BlogListingFieldsFragmentDoc,
    "\n  fragment BookingVenueFields on Venue {\n    id\n    slug\n    name\n    address\n    stepFree\n    wheelchairSpaces\n    hearingLoop\n    accessibleToilets\n    parking\n    publicTransport\n    accessNotes\n  }\n": typeof types.BookingVenueFieldsFragmentDoc,
    "\n  query BookingPage($performanceId: ID!) {\n    playOfPerformance(performanceId: $performanceId) {\n      id\n      slug\n      title\n      performances {\n        id\n        startsAt\n        endsAt\n        status\n        remaining\n        note\n        venue {\n          ...BookingVenueFields\n        }\n        sales {\n          capacity\n          reserved\n          ticketTypes {\n            name\n            pricePence\n            restrictedPricePence\n            note\n          }\n          onSaleFrom\n          onSaleUntil\n          holdMinutes\n          maxPerOrder\n          payment\n          cancelUntilHours\n        }\n      }\n    }\n  }\n": typeof types.BookingPageDocument,
    "\n  query Availability($performanceId: ID!) {\n    availability(performanceId: $performanceId) {\n      performanceId\n      remaining\n      capacity\n      status\n    }\n  }\n": typeof types.AvailabilityDocument,
    "\n  subscription AvailabilityChanged($performanceId: ID!) {\n    availabilityChanged(performanceId: $performanceId) {\n      performanceId\n      remaining\n      capacity\n      status\n      seats {\n        id\n        state\n      }\n    }\n  }\n": typeof types.AvailabilityChangedDocument,
    "\n  mutation HoldTickets($performanceId: ID!, $quantity: Int, $seatIds: [ID!], $withoutCompanion: Boolean) {\n    holdTickets(performanceId: $performanceId, quantity: $quantity, seatIds: $seatIds, withoutCompanion: $withoutCompanion) {\n      id\n      token\n      expiresAt\n      quantity\n      seatIds\n      seats {\n        id\n        restricted\n      }\n    }\n  }\n": typeof types.HoldTicketsDocument,
    "\n  query SeatPlan($performanceId: ID!) {\n    seatPlan(performanceId: $performanceId) {\n      performanceId\n      companionSeatsOpenAt\n      sections {\n        name\n        rows {\n          label\n          seats {\n            id\n            label\n            number\n            kind\n            state\n            note\n            companionId\n            column\n          }\n        }\n      }\n    }\n  }\n": typeof types.SeatPlanDocument,
    "\n  query Hold($id: ID!, $token: String!) {\n    hold(id: $id, token: $token) {\n      id\n      expiresAt\n      quantity\n      seats {\n        id\n        restricted\n      }\n    }\n  }\n": typeof types.HoldDocument,
    "\n  mutation ReleaseHold($id: ID!, $token: String!) {\n    releaseHold(id: $id, token: $token)\n  }\n": typeof types.ReleaseHoldDocument,
    "\n  mutation PlaceOrder($holdId: ID!, $holdToken: String!, $buyer: BuyerInput!, $tickets: [TicketChoiceInput!]!) {\n    placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: $buyer, tickets: $tickets) {\n      reference\n      status\n      total\n      ticketsUrl\n      checkoutUrl\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  query TicketsPage($token: String!) {\n    booking(token: $token) {\n      reference\n      status\n      buyerName\n      total\n      toPayAtDoor\n      performanceId\n      playTitle\n      playSlug\n      startsAt\n      endsAt\n      venueId\n      tickets {\n        type\n        pricePence\n        code\n        qrSvg\n        admittedAt\n      }\n      canCancel\n      cancelUntil\n    }\n    venues {\n      ...BookingVenueFields\n    }\n  }\n": typeof types.TicketsPageDocument,
    "\n  mutation JoinWaitlist($performanceId: ID!, $email: String!, $quantity: Int!) {\n    joinWaitlist(performanceId: $performanceId, email: $email, quantity: $quantity)\n  }\n": typeof types.JoinWaitlistDocument,
    "\n  query HomePage($blogs: Int!) {\n    heroImages {\n      id\n      url\n      caption\n      sizes {\n        width\n        url\n      }\n    }\n    featuredPlay {\n      ...PlayListingFields\n    }\n    homepagePlays {\n      ...PlayListingFields\n    }\n    auditionPlays {\n      id\n      slug\n      title\n      blurb\n      blurbExcerpt\n    }\n    blogs(limit: $blogs) {\n      items {\n        id\n        slug\n        title\n        author\n        order\n        createdAt\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  mutation SendMessage($input: MessageInput!) {\n    sendMessage(input: $input) {\n      id\n      message\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  query SiteContact {\n    site {\n      contactEmail\n    }\n  }\n": typeof types.SiteContactDocument,
    "\n  mutation SubscribeToNewsletter($input: SubscribeInput!) {\n    subscribeToNewsletter(input: $input)\n  }\n": typeof types.SubscribeToNewsletterDocument,
    "\n  query Newsletter {\n    newsletter {\n      confirmed\n      unconfirmed\n      issues {\n        sent\n        failed\n        pending\n        issue {\n          id\n          subject\n          recipients\n          startedBy\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.NewsletterDocument,
    "\n  mutation SendNewsletter {\n    sendNewsletter {\n      sent\n      failed\n      pending\n      issue {\n        id\n        recipients\n      }\n    }\n  }\n": typeof types.SendNewsletterDocument,
    "\n  mutation RemoveNewsletterSubscriber($email: String!) {\n    removeNewsletterSubscriber(email: $email)\n  }\n": typeof types.RemoveNewsletterSubscriberDocument,
    "\n  query AboutPage {\n    about {\n      ...AboutPageFields\n    }\n  }\n": typeof types.AboutPageDocument,
    "\n  query CombinationsPage {\n    combinations {\n      ...TextPageFields\n    }\n  }\n": typeof types.CombinationsPageDocument,
    "\n  query ContactPage {\n    contact {\n      ...TextPageFields\n    }\n    site {\n      contactEmail\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n    auditionPlays {\n      id\n      slug\n      title\n    }\n  }\n": typeof types.ContactPageDocument,
    "\n  fragment AboutPageFields on AboutPage {\n    id\n    text\n    committeeMembers\n  }\n": typeof types.AboutPageFieldsFragmentDoc,
    "\n  fragment TextPageFields on TextPage {\n    id\n    text\n  }\n": typeof types.TextPageFieldsFragmentDoc,
    "\n  query PersonPage($slug: String!) {\n    person(slug: $slug) {\n      id\n      slug\n      name\n      bio\n      photo\n      credits {\n        kind\n        role\n        year\n        play {\n          id\n          slug\n          title\n        }\n      }\n    }\n  }\n": typeof types.PersonPageDocument,
    "\n  query Auditions {\n    auditionPlays {\n      ...PlayListingFields\n    }\n  }\n": typeof types.AuditionsDocument,
    "\n  query PlayPage($slug: String!) {\n    play(slug: $slug) {\n      ...PlayListingFields\n      ...PlayCreditsFields\n      ...PlayAudienceFields\n      performances {\n        ...PerformanceTicketsFields\n      }\n      images {\n        ...GalleryImageFields\n      }\n      galleryCover\n    }\n    site {\n      url\n    }\n  }\n": typeof types.PlayPageDocument,
    "\n  fragment PlayFields on Play {\n    id\n    slug\n    title\n    message\n    blurb\n    blurbExcerpt\n    buylink\n    status\n    mainimage\n    mainimageDescription\n    dates {\n      startdate\n      displayedText {\n        title\n        description\n        startdate\n      }\n    }\n    venues {\n      id\n      name\n      address\n      maplink\n    }\n    prices {\n      id\n      title\n      price\n    }\n  }\n": typeof types.PlayFieldsFragmentDoc,
    "\n  fragment PlayListingFields on Play {\n    ...PlayFields\n    mainimageSizes {\n      width\n      url\n    }\n  }\n": typeof types.PlayListingFieldsFragmentDoc,
    "\n  fragment VideoFields on Video {\n    url\n    title\n    site\n    thumbnailStatus\n    thumbnail {\n      url\n      width\n      height\n      sizes {\n        width\n        url\n      }\n    }\n  }\n": typeof types.VideoFieldsFragmentDoc,
    "\n  fragment PlayCreditsFields on Play {\n    authorBilling\n    licenceNotice\n    videolinks\n    captionedVideolinks\n    videos {\n      ...VideoFields\n    }\n    reviews {\n      id\n      reviewer\n      text\n    }\n    productionteam {\n      title\n      members {\n        order\n        role\n        name\n        personSlug\n      }\n    }\n    castlist {\n      title\n      members {\n        order\n        charactername\n        realname\n        personSlug\n      }\n    }\n  }\n": typeof types.PlayCreditsFieldsFragmentDoc,
    "\n  fragment PerformanceFields on Performance {\n    id\n    startsAt\n    endsAt\n    status\n    access\n    accessNote\n    bookingLink\n    note\n    postponedTo\n    venue {\n      id\n      slug\n      name\n      address\n    }\n  }\n": typeof types.PerformanceFieldsFragmentDoc,
    "\n  fragment PerformanceTicketsFields on Performance {\n    id\n    remaining\n    sales {\n      payment\n    }\n  }\n": typeof types.PerformanceTicketsFieldsFragmentDoc,
    "\n  fragment PlayAudienceFields on Play {\n    performances {\n      ...PerformanceFields\n    }\n    runningTime\n    intervals\n    ageGuidance\n    contentWarnings\n    contentNotes\n  }\n": typeof types.PlayAudienceFieldsFragmentDoc,
    "\n  fragment WhatsOnListFields on WhatsOn {\n    currentPlays {\n      ...PlayListingFields\n      performances {\n        ...PerformanceFields\n        ...PerformanceTicketsFields\n      }\n    }\n    upcomingPlays {\n      ...PlayListingFields\n      performances {\n        ...PerformanceFields\n        ...PerformanceTicketsFields\n      }\n    }\n  }\n": typeof types.WhatsOnListFieldsFragmentDoc,
    "\n  query AllPlays {\n    plays(perPage: 500) {\n      items {\n        id\n        slug\n        title\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n": typeof types.AllPlaysDocument,
    "\n  query PreviousProductions($page: Int!) {\n    previousProductions(page: $page) {\n      page\n      pages\n      total\n      items {\n        id\n        slug\n        title\n        blurb\n        blurbExcerpt\n        mainimage\n        mainimageSizes {\n          width\n          url\n        }\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n": typeof types.PreviousProductionsDocument,
    "\n  query ReviewPage($slug: String!, $index: Int!) {\n    review(playSlug: $slug, index: $index) {\n      reviewer\n      text\n      playslug\n      playtitle\n    }\n  }\n": typeof types.ReviewPageDocument,
    "\n  query WhatsOn($access: String, $venue: String) {\n    whatsOn(access: $access, venue: $venue) {\n      ...WhatsOnListFields\n    }\n    venues {\n      id\n      slug\n      name\n    }\n    site {\n      url\n      calendarUrl\n    }\n  }\n": typeof types.WhatsOnDocument,
    "\n  query Preview($token: String!) {\n    preview(token: $token) {\n      kind\n      pageKind\n      play {\n        ...PlayListingFields\n        ...PlayCreditsFields\n        ...PlayAudienceFields\n        images {\n          ...GalleryImageFields\n        }\n        galleryCover\n      }\n      blog {\n        ...BlogListingFields\n        images {\n          ...GalleryImageFields\n        }\n      }\n      page {\n        text\n        committeeMembers\n      }\n    }\n  }\n": typeof types.PreviewDocument,
    "\n  query ProgrammePage($slug: String!) {\n    programme(slug: $slug) {\n      url\n      play {\n        id\n        slug\n        title\n        authorBilling\n        licenceNotice\n        mainimage\n        mainimageSizes {\n          width\n          url\n        }\n        performances {\n          id\n          startsAt\n          status\n          venue {\n            id\n            name\n          }\n        }\n        productionteam {\n          title\n        }\n        castlist {\n          title\n        }\n        programme {\n          ...ProgrammeContentFields\n        }\n      }\n      cast {\n        role\n        name\n        personSlug\n        photo\n        bio\n      }\n      team {\n        role\n        name\n        personSlug\n        photo\n        bio\n      }\n      comingUp {\n        id\n        slug\n        title\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n": typeof types.ProgrammePageDocument,
    "\n  fragment ProgrammeContentFields on PlayProgramme {\n    directorsNote\n    scenes {\n      id\n      title\n      detail\n    }\n    sponsors {\n      id\n      name\n      logo\n      link\n    }\n  }\n": typeof types.ProgrammeContentFieldsFragmentDoc,
    "\n  fragment PlayProgrammeFields on Play {\n    licenceNotice\n    authorBilling\n    programme {\n      ...ProgrammeContentFields\n    }\n    productionteam {\n      members {\n        programmeBio\n      }\n    }\n    castlist {\n      members {\n        programmeBio\n      }\n    }\n  }\n": typeof types.PlayProgrammeFieldsFragmentDoc,
    "\n  query SearchPage($query: String!, $page: Int!) {\n    search(query: $query, page: $page) {\n      query\n      page\n      pages\n      total\n      approximate\n      items {\n        __typename\n        ... on PlayHit {\n          play {\n            id\n            slug\n            title\n          }\n          extract {\n            text\n            match\n          }\n        }\n        ... on BlogHit {\n          blog {\n            id\n            slug\n            title\n          }\n          extract {\n            text\n            match\n          }\n        }\n        ... on PersonHit {\n          person {\n            id\n            slug\n            name\n          }\n          extract {\n            text\n            match\n          }\n        }\n      }\n    }\n  }\n": typeof types.SearchPageDocument,
    "\n  fragment ShopProductFields on ShopProduct {\n    id\n    name\n    slug\n    country\n    category\n    image\n    rrpPrice\n    stockTotal\n    hasStockSomewhere\n    watching\n    maxPrice\n    stock {\n      store\n      quantity\n    }\n    group {\n      id\n      name\n    }\n  }\n": typeof types.ShopProductFieldsFragmentDoc,
    "\n  query Products($country: String!, $page: Int!) {\n    countries\n    products(country: $country, page: $page) {\n      page\n      pages\n      total\n      items {\n        ...ShopProductFields\n      }\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  query Product($country: String!, $slug: String!) {\n    product(country: $country, slug: $slug) {\n      ...ShopProductFields\n    }\n  }\n": typeof types.ProductDocument,
    "\n  subscription StockUpdated($ids: [ID!]) {\n    stockUpdated(productIds: $ids) {\n      productId\n      stockTotal\n      hasStockSomewhere\n      changes {\n        store\n        quantity\n      }\n    }\n  }\n": typeof types.StockUpdatedDocument,
    "\n  mutation WatchToggle($input: WatchToggleInput!) {\n    watchToggle(input: $input) {\n      watching\n      maxPrice\n      message\n    }\n  }\n": typeof types.WatchToggleDocument,
    "\n  mutation SetMaxPrice($input: MaxPriceInput!) {\n    setMaxPrice(input: $input) {\n      watching\n      maxPrice\n      message\n    }\n  }\n": typeof types.SetMaxPriceDocument,
    "\n  query VenuePage($slug: String!) {\n    venue(slug: $slug) {\n      ...VenueFields\n      seats\n      wheelchairSpaceCount\n    }\n    whatsOn(venue: $slug) {\n      ...WhatsOnListFields\n    }\n    site {\n      url\n    }\n  }\n": typeof types.VenuePageDocument,
    "\n  fragment VenueFields on Venue {\n    id\n    slug\n    name\n    address\n    maplink\n    stepFree\n    wheelchairSpaces\n    hearingLoop\n    accessibleToilets\n    parking\n    publicTransport\n    accessNotes\n  }\n": typeof types.VenueFieldsFragmentDoc,
    "\n  query SiteFacts {\n    site {\n      name\n      address\n      charityNumber\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n  }\n": typeof types.SiteFactsDocument,
};
const documents: Documents = {
    "\n  fragment GalleryImageFields on CaptionedImage {\n    id\n    photo\n    caption\n    description\n    decorative\n    width\n    height\n    sizes {\n      width\n      url\n    }\n    avifSizes {\n      width\n      url\n    }\n  }\n": types.GalleryImageFieldsFragmentDoc,
    "\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n": types.SetUserRoleDocument,
    "\n  mutation SendPasswordReset($userId: ID!) {\n    sendPasswordReset(userId: $userId)\n  }\n": types.SendPasswordResetDocument,
    "\n  mutation ResetSecondStep($userId: ID!) {\n    resetSecondStep(userId: $userId)\n  }\n": types.ResetSecondStepDocument,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    role\n    createdBy\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n": types.ApiTokenFieldsFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!, $role: Role!, $expiresAt: String) {\n    createApiToken(name: $name, role: $role, expiresAt: $expiresAt) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": types.RevokeApiTokenDocument,
    "\n  fragment BackupRunFields on BackupRun {\n    id\n    kind\n    status\n    startedAt\n    finishedAt\n    file\n    bytes\n    error\n    startedBy\n    prunedAt\n    progress {\n      step\n      done\n      total\n    }\n  }\n": types.BackupRunFieldsFragmentDoc,
    "\n  query BackupWarning {\n    backupStatus {\n      warning\n    }\n  }\n": types.BackupWarningDocument,
    "\n  query Backups {\n    backupStatus {\n      warning\n      lastGoodAt\n      backupTime\n      nextNightlyAt\n      keepDaily\n      keepWeekly\n      copied\n      encrypted\n      uploadMaxBytes\n      running {\n        ...BackupRunFields\n      }\n    }\n    backups(limit: 30) {\n      ...BackupRunFields\n    }\n  }\n": types.BackupsDocument,
    "\n  query BackupRun($id: ID!) {\n    backupRun(id: $id) {\n      ...BackupRunFields\n    }\n  }\n": types.BackupRunDocument,
    "\n  mutation BackUpNow {\n    backUpNow {\n      ...BackupRunFields\n    }\n  }\n": types.BackUpNowDocument,
    "\n  query AdminBlogs {\n    blogs(limit: 100) {\n      items {\n        id\n        slug\n        title\n        order\n        createdAt\n        state\n        publishAt\n        unpublishAt\n      }\n    }\n  }\n": types.AdminBlogsDocument,
    "\n  mutation CreateBlog {\n    createBlog {\n      id\n      slug\n    }\n  }\n": types.CreateBlogDocument,
    "\n  mutation DeleteBlog($id: ID!) {\n    deleteBlog(id: $id)\n  }\n": types.DeleteBlogDocument,
    "\n  fragment EditableBlogFields on Blog {\n    ...BlogFields\n    createdAt\n    mainimageDescription\n    isNew\n    version\n    updatedBy\n    updatedAt\n    state\n    publishedAt\n    draftSavedAt\n    draftSavedBy\n    publishAt\n    unpublishAt\n    images {\n      id\n      photo\n      caption\n      description\n      decorative\n    }\n  }\n": types.EditableBlogFieldsFragmentDoc,
    "\n  query AdminBlog($slug: String!) {\n    blogDraft(slug: $slug) {\n      ...EditableBlogFields\n    }\n  }\n": types.AdminBlogDocument,
    "\n  mutation SaveBlogDraft($id: ID!, $input: BlogInput!) {\n    saveBlogDraft(id: $id, input: $input) {\n      ...EditableBlogFields\n    }\n  }\n": types.SaveBlogDraftDocument,
    "\n  mutation UnpublishBlog($id: ID!, $version: Int!) {\n    unpublishBlog(id: $id, version: $version) {\n      ...EditableBlogFields\n    }\n  }\n": types.UnpublishBlogDocument,
    "\n  mutation UpdateBlog($id: ID!, $input: BlogInput!) {\n    updateBlog(id: $id, input: $input) {\n      ...EditableBlogFields\n    }\n  }\n": types.UpdateBlogDocument,
    "\n  query BoxOfficePerformances {\n    boxOfficePerformances {\n      id\n      playTitle\n      startsAt\n      status\n      capacity\n      remaining\n    }\n  }\n": types.BoxOfficePerformancesDocument,
    "\n  fragment BoxOfficeOrderFields on BoxOfficeOrder {\n    reference\n    status\n    payment\n    buyerName\n    buyerEmail\n    accessNote\n    tickets {\n      type\n      count\n    }\n    totalPence\n    toPayPence\n    createdAt\n  }\n": types.BoxOfficeOrderFieldsFragmentDoc,
    "\n  query BoxOffice($performanceId: ID!) {\n    boxOffice(performanceId: $performanceId) {\n      performance {\n        id\n        playTitle\n        startsAt\n        status\n        payment\n        capacity\n      }\n      sold\n      held\n      houseSeats\n      left\n      byType {\n        name\n        offered\n        pricePence\n        sold\n        complimentary\n      }\n      takingsPence\n      toCollectPence\n      liveOrders\n      waitlist\n    }\n  }\n": types.BoxOfficeDocument,
    "\n  query BoxOfficeOrders($performanceId: ID!, $search: String!, $page: Int!) {\n    boxOfficeOrders(performanceId: $performanceId, search: $search, page: $page) {\n      page\n      pages\n      total\n      items {\n        ...BoxOfficeOrderFields\n      }\n    }\n  }\n": types.BoxOfficeOrdersDocument,
    "\n  query BoxOfficeDoorList($performanceId: ID!) {\n    doorPerformance(performanceId: $performanceId) {\n      id\n      playTitle\n      startsAt\n    }\n    boxOfficeDoorList(performanceId: $performanceId) {\n      ...BoxOfficeOrderFields\n    }\n  }\n": types.BoxOfficeDoorListDocument,
    "\n  mutation CancelOrder($reference: String!) {\n    cancelOrder(reference: $reference) {\n      ...BoxOfficeOrderFields\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation MarkOrderPaid($reference: String!) {\n    markOrderPaid(reference: $reference) {\n      ...BoxOfficeOrderFields\n    }\n  }\n": types.MarkOrderPaidDocument,
    "\n  mutation AddComplimentaryTickets($performanceId: ID!, $input: ComplimentaryInput!) {\n    addComplimentaryTickets(performanceId: $performanceId, input: $input) {\n      ...BoxOfficeOrderFields\n    }\n  }\n": types.AddComplimentaryTicketsDocument,
    "\n  mutation CancelPerformanceOrders($performanceId: ID!) {\n    cancelPerformanceOrders(performanceId: $performanceId)\n  }\n": types.CancelPerformanceOrdersDocument,
    "\n  fragment HouseSeatPlanFields on PerformanceSeatPlan {\n    performanceId\n    sections {\n      name\n      rows {\n        label\n        seats {\n          id\n          label\n          number\n          state\n        }\n      }\n    }\n  }\n": types.HouseSeatPlanFieldsFragmentDoc,
    "\n  query HouseSeatPlan($performanceId: ID!) {\n    seatPlan(performanceId: $performanceId) {\n      ...HouseSeatPlanFields\n    }\n  }\n": types.HouseSeatPlanDocument,
    "\n  mutation SetHouseSeats($performanceId: ID!, $seatIds: [ID!]!, $blocked: Boolean!) {\n    setHouseSeats(performanceId: $performanceId, seatIds: $seatIds, blocked: $blocked) {\n      ...HouseSeatPlanFields\n    }\n  }\n": types.SetHouseSeatsDocument,
    "\n  query DoorPerformances {\n    doorPerformances {\n      id\n      playTitle\n      startsAt\n      status\n    }\n  }\n": types.DoorPerformancesDocument,
    "\n  query DoorTickets($performanceId: ID!) {\n    doorTickets(performanceId: $performanceId) {\n      performance {\n        id\n        playTitle\n        startsAt\n        status\n      }\n      count {\n        performanceId\n        admitted\n        expected\n      }\n      tickets {\n        id\n        codeHash\n        reference\n        buyerName\n        type\n        status\n        toPayPence\n        admittedAt\n        admittedOn\n      }\n      serverTime\n    }\n  }\n": types.DoorTicketsDocument,
    "\n  mutation SyncDoorScans($performanceId: ID!, $scans: [DoorScanInput!]!) {\n    syncDoorScans(performanceId: $performanceId, scans: $scans) {\n      result\n      firstAdmittedAt\n      toPayPence\n      ticket {\n        type\n      }\n      order {\n        reference\n        buyerName\n      }\n      performance {\n        id\n        playTitle\n        startsAt\n      }\n    }\n  }\n": types.SyncDoorScansDocument,
    "\n  subscription DoorCountChanged($performanceId: ID!) {\n    doorCountChanged(performanceId: $performanceId) {\n      performanceId\n      admitted\n      expected\n    }\n  }\n": types.DoorCountChangedDocument,
    "\n  query AdminHeroes {\n    heroImages {\n      id\n      url\n      caption\n      position\n    }\n  }\n": types.AdminHeroesDocument,
    "\n  mutation UpdateHeroCaption($id: ID!, $caption: String!) {\n    updateHeroImageCaption(id: $id, caption: $caption) {\n      id\n      caption\n    }\n  }\n": types.UpdateHeroCaptionDocument,
    "\n  mutation ReorderHeroes($ids: [ID!]!) {\n    reorderHeroImages(ids: $ids) {\n      id\n      position\n    }\n  }\n": types.ReorderHeroesDocument,
    "\n  mutation RemoveHero($id: ID!) {\n    removeHeroImage(id: $id)\n  }\n": types.RemoveHeroDocument,
    "\n  query Inbox($status: MessageStatus, $page: Int!) {\n    messages(status: $status, page: $page, perPage: 20) {\n      page\n      pages\n      total\n      items {\n        id\n        type\n        senderName\n        senderEmail\n        subject\n        body\n        playTitle\n        recipient\n        status\n        attempts\n        lastError\n        createdAt\n        sentAt\n      }\n    }\n  }\n": types.InboxDocument,
    "\n  mutation RetryMessage($id: ID!) {\n    retryMessage(id: $id) {\n      id\n      status\n      attempts\n    }\n  }\n": types.RetryMessageDocument,
    "\n  fragment EditableAboutFields on AboutPage {\n    ...AboutPageFields\n    version\n    updatedBy\n    updatedAt\n    state\n    draftSavedAt\n    draftSavedBy\n    publishAt\n  }\n": types.EditableAboutFieldsFragmentDoc,
    "\n  fragment EditableTextPageFields on TextPage {\n    ...TextPageFields\n    version\n    updatedBy\n    updatedAt\n    state\n    draftSavedAt\n    draftSavedBy\n    publishAt\n  }\n": types.EditableTextPageFieldsFragmentDoc,
    "\n  query AdminPageDraft($about: Boolean!, $contact: Boolean!, $combinations: Boolean!) {\n    aboutDraft @include(if: $about) {\n      ...EditableAboutFields\n    }\n    contactDraft @include(if: $contact) {\n      ...EditableTextPageFields\n    }\n    combinationsDraft @include(if: $combinations) {\n      ...EditableTextPageFields\n    }\n  }\n": types.AdminPageDraftDocument,
    "\n  query ContactPreview {\n    site {\n      contactEmail\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n    auditionPlays {\n      id\n      slug\n      title\n    }\n  }\n": types.ContactPreviewDocument,
    "\n  mutation SaveAboutDraft($input: AboutPageInput!) {\n    saveAboutDraft(input: $input) {\n      ...EditableAboutFields\n    }\n  }\n": types.SaveAboutDraftDocument,
    "\n  mutation SaveContactDraft($input: TextPageInput!) {\n    saveContactDraft(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n": types.SaveContactDraftDocument,
    "\n  mutation SaveCombinationsDraft($input: TextPageInput!) {\n    saveCombinationsDraft(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n": types.SaveCombinationsDraftDocument,
    "\n  mutation UpdateAbout($input: AboutPageInput!) {\n    updateAbout(input: $input) {\n      ...EditableAboutFields\n    }\n  }\n": types.UpdateAboutDocument,
    "\n  mutation UpdateContact($input: TextPageInput!) {\n    updateContact(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n": types.UpdateContactDocument,
    "\n  mutation UpdateCombinations($input: TextPageInput!) {\n    updateCombinations(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n": types.UpdateCombinationsDocument,
    "\n  fragment EditablePersonFields on Person {\n    id\n    slug\n    name\n    bio\n    programmeBio\n    photo\n    hidden\n    version\n    updatedBy\n    updatedAt\n  }\n": types.EditablePersonFieldsFragmentDoc,
    "\n  query PersonSuggestions($search: String!) {\n    people(search: $search, page: 1) {\n      items {\n        id\n        slug\n        name\n        hidden\n      }\n      total\n    }\n  }\n": types.PersonSuggestionsDocument,
    "\n  query AdminPeople($search: String!, $page: Int!) {\n    people(search: $search, page: $page) {\n      items {\n        ...EditablePersonFields\n      }\n      total\n      page\n      pages\n      perPage\n    }\n  }\n": types.AdminPeopleDocument,
    "\n  query AdminPerson($id: ID!) {\n    personById(id: $id) {\n      ...EditablePersonFields\n    }\n  }\n": types.AdminPersonDocument,
    "\n  mutation CreatePerson($input: PersonInput!) {\n    createPerson(input: $input) {\n      ...EditablePersonFields\n    }\n  }\n": types.CreatePersonDocument,
    "\n  mutation UpdatePerson($id: ID!, $input: PersonInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...EditablePersonFields\n    }\n  }\n": types.UpdatePersonDocument,
    "\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id)\n  }\n": types.DeletePersonDocument,
    "\n  query AdminPlays {\n    plays(perPage: 500) {\n      items {\n        id\n        slug\n        title\n        status\n        state\n        publishAt\n        unpublishAt\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n": types.AdminPlaysDocument,
    "\n  mutation CreatePlay {\n    createPlay {\n      id\n      slug\n    }\n  }\n": types.CreatePlayDocument,
    "\n  mutation DeletePlay($id: ID!) {\n    deletePlay(id: $id)\n  }\n": types.DeletePlayDocument,
    "\n  fragment EditablePlayFields on Play {\n    ...PlayFields\n    ...PlayCreditsFields\n    ...PlayAudienceFields\n    ...PlayProgrammeFields\n    auditionEmailRecipient\n    mainimageDescription\n    captionedVideolinks\n    isNew\n    version\n    updatedBy\n    updatedAt\n    state\n    publishedAt\n    draftSavedAt\n    draftSavedBy\n    publishAt\n    unpublishAt\n    images {\n      ...GalleryImageFields\n    }\n    galleryCover\n    videos {\n      url\n      lastError\n      nextAttemptAt\n    }\n    productionteam {\n      members {\n        personId\n      }\n    }\n    castlist {\n      members {\n        personId\n      }\n    }\n    performances {\n      accessNote\n      sales {\n        capacity\n        ticketTypes {\n          name\n          pricePence\n          note\n          restrictedPricePence\n        }\n        onSaleFrom\n        onSaleUntil\n        holdMinutes\n        maxPerOrder\n        payment\n        cancelUntilHours\n        reserved\n        companionReleaseHours\n      }\n    }\n  }\n": types.EditablePlayFieldsFragmentDoc,
    "\n  query BoxOfficeSettings {\n    boxOfficeSettings {\n      onlinePayment\n    }\n  }\n": types.BoxOfficeSettingsDocument,
    "\n  query AdminPlay($slug: String!) {\n    playDraft(slug: $slug) {\n      ...EditablePlayFields\n    }\n  }\n": types.AdminPlayDocument,
    "\n  mutation SavePlayDraft($id: ID!, $input: PlayInput!) {\n    savePlayDraft(id: $id, input: $input) {\n      ...EditablePlayFields\n    }\n  }\n": types.SavePlayDraftDocument,
    "\n  mutation UnpublishPlay($id: ID!, $version: Int!) {\n    unpublishPlay(id: $id, version: $version) {\n      ...EditablePlayFields\n    }\n  }\n": types.UnpublishPlayDocument,
    "\n  mutation UpdatePlay($id: ID!, $input: PlayInput!) {\n    updatePlay(id: $id, input: $input) {\n      ...EditablePlayFields\n    }\n  }\n": types.UpdatePlayDocument,
    "\n  mutation UploadVideoThumbnail($url: String!, $file: Upload!) {\n    uploadVideoThumbnail(url: $url, file: $file) {\n      ...VideoFields\n      lastError\n      nextAttemptAt\n    }\n  }\n": types.UploadVideoThumbnailDocument,
    "\n  fragment SiteSettingsFields on SiteSettings {\n    name\n    contactEmail\n    address\n    charityNumber\n    facebook\n    instagram\n    x\n    youtube\n    tiktok\n    otherLabel\n    otherUrl\n    backupTime\n    requireTwoStep\n    updatedAt\n    updatedBy\n  }\n": types.SiteSettingsFieldsFragmentDoc,
    "\n  query SiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n": types.UpdateSiteSettingsDocument,
    "\n  query Activity($person: ID, $kind: EditedKind, $item: ID, $page: Int!) {\n    activity(person: $person, kind: $kind, item: $item, page: $page) {\n      page\n      pages\n      total\n      perPage\n      items {\n        id\n        at\n        actorId\n        actor\n        action\n        kind\n        itemId\n        itemTitle\n        detail\n      }\n    }\n  }\n": types.ActivityDocument,
    "\n  query DeletedItems {\n    deletedItems {\n      id\n      kind\n      title\n      slug\n      deletedAt\n      deletedBy\n      purgeAt\n    }\n  }\n": types.DeletedItemsDocument,
    "\n  mutation RestorePlay($id: ID!, $slug: String) {\n    restorePlay(id: $id, slug: $slug) {\n      id\n      slug\n      title\n    }\n  }\n": types.RestorePlayDocument,
    "\n  mutation RestoreBlog($id: ID!, $slug: String) {\n    restoreBlog(id: $id, slug: $slug) {\n      id\n      slug\n      title\n    }\n  }\n": types.RestoreBlogDocument,
    "\n  mutation DeleteForGood($kind: EditedKind!, $id: ID!) {\n    deleteForGood(kind: $kind, id: $id)\n  }\n": types.DeleteForGoodDocument,
    "\n  query Revisions($kind: EditedKind!, $id: ID!) {\n    revisions(kind: $kind, id: $id) {\n      id\n      number\n      published\n      changed\n      note\n      savedBy\n      savedAt\n    }\n  }\n": types.RevisionsDocument,
    "\n  query Revision($id: ID!) {\n    revision(id: $id) {\n      id\n      number\n      fields\n    }\n  }\n": types.RevisionDocument,
    "\n  mutation RestorePlayRevision($id: ID!, $revisionId: ID!, $version: Int!) {\n    restorePlayRevision(id: $id, revisionId: $revisionId, version: $version) {\n      ...EditablePlayFields\n    }\n  }\n": types.RestorePlayRevisionDocument,
    "\n  mutation RestoreBlogRevision($id: ID!, $revisionId: ID!, $version: Int!) {\n    restoreBlogRevision(id: $id, revisionId: $revisionId, version: $version) {\n      ...EditableBlogFields\n    }\n  }\n": types.RestoreBlogRevisionDocument,
    "\n  mutation RestorePageRevision($kind: PageKind!, $revisionId: ID!, $version: Int!) {\n    restorePageRevision(kind: $kind, revisionId: $revisionId, version: $version) {\n      ...EditableAboutFields\n    }\n  }\n": types.RestorePageRevisionDocument,
    "\n  subscription EditingPresence($kind: EditedKind!, $id: ID!) {\n    editingPresence(kind: $kind, id: $id) {\n      userId\n      name\n      since\n    }\n  }\n": types.EditingPresenceDocument,
    "\n  mutation SchedulePlay($id: ID!, $publishAt: DateTimeISO, $unpublishAt: DateTimeISO) {\n    schedulePlay(id: $id, publishAt: $publishAt, unpublishAt: $unpublishAt) {\n      ...EditablePlayFields\n    }\n  }\n": types.SchedulePlayDocument,
    "\n  mutation ScheduleBlog($id: ID!, $publishAt: DateTimeISO, $unpublishAt: DateTimeISO) {\n    scheduleBlog(id: $id, publishAt: $publishAt, unpublishAt: $unpublishAt) {\n      ...EditableBlogFields\n    }\n  }\n": types.ScheduleBlogDocument,
    "\n  mutation SchedulePage($kind: PageKind!, $publishAt: DateTimeISO) {\n    schedulePage(kind: $kind, publishAt: $publishAt) {\n      ...EditableAboutFields\n    }\n  }\n": types.SchedulePageDocument,
    "\n  fragment PreviewLinkFields on PreviewLink {\n    id\n    createdBy\n    createdAt\n    expiresAt\n  }\n": types.PreviewLinkFieldsFragmentDoc,
    "\n  query PreviewLinks($kind: PreviewKind!, $id: ID!) {\n    previewLinks(kind: $kind, id: $id) {\n      ...PreviewLinkFields\n    }\n  }\n": types.PreviewLinksDocument,
    "\n  mutation CreatePreviewLink($kind: PreviewKind!, $id: ID!) {\n    createPreviewLink(kind: $kind, id: $id) {\n      url\n      link {\n        ...PreviewLinkFields\n      }\n    }\n  }\n": types.CreatePreviewLinkDocument,
    "\n  mutation RevokePreviewLink($id: ID!) {\n    revokePreviewLink(id: $id) {\n      id\n    }\n  }\n": types.RevokePreviewLinkDocument,
    "\n  query Users {\n    users(perPage: 200) {\n      items {\n        id\n        name\n        email\n        role\n        createdAt\n        hasSecondStep\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  fragment EditableVenueFields on Venue {\n    ...VenueFields\n    updatedAt\n  }\n": types.EditableVenueFieldsFragmentDoc,
    "\n  fragment VenueSeatPlanFields on Venue {\n    seatPlan {\n      sections {\n        name\n        rows {\n          label\n          seats {\n            number\n            kind\n            note\n            companionFor\n          }\n        }\n      }\n    }\n  }\n": types.VenueSeatPlanFieldsFragmentDoc,
    "\n  query AdminVenue($slug: String!) {\n    venue(slug: $slug) {\n      ...EditableVenueFields\n      ...VenueSeatPlanFields\n    }\n  }\n": types.AdminVenueDocument,
    "\n  query AdminVenues {\n    venues {\n      ...EditableVenueFields\n      seats\n    }\n  }\n": types.AdminVenuesDocument,
    "\n  mutation CreateVenue($input: VenueDetailsInput!) {\n    createVenue(input: $input) {\n      ...EditableVenueFields\n      ...VenueSeatPlanFields\n    }\n  }\n": types.CreateVenueDocument,
    "\n  mutation UpdateVenue($id: ID!, $input: VenueDetailsInput!) {\n    updateVenue(id: $id, input: $input) {\n      ...EditableVenueFields\n      ...VenueSeatPlanFields\n    }\n  }\n": types.UpdateVenueDocument,
    "\n  mutation DeleteVenue($id: ID!) {\n    deleteVenue(id: $id)\n  }\n": types.DeleteVenueDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      role\n      hasSecondStep\n      authenticatorAppOn\n      mustSetUpSecondStep\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        role\n      }\n      needsSecondStep\n      ticket\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": types.DeleteAccountDocument,
    "\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Sessions {\n    sessions {\n      id\n      device\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": types.SessionsDocument,
    "\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n": types.SignOutSessionDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n": types.SignOutOtherSessionsDocument,
    "\n  mutation LoginSecondStep($ticket: String!, $code: String!) {\n    loginSecondStep(ticket: $ticket, code: $code) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.LoginSecondStepDocument,
    "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n": types.StartPasskeySignInDocument,
    "\n  mutation SignInWithPasskey($response: String!) {\n    signInWithPasskey(response: $response) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.SignInWithPasskeyDocument,
    "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.PasskeysDocument,
    "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n": types.StartPasskeyRegistrationDocument,
    "\n  mutation AddPasskey($input: PasskeyInput!) {\n    addPasskey(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.AddPasskeyDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": types.RemovePasskeyDocument,
    "\n  mutation StartAuthenticatorSetUp {\n    startAuthenticatorSetUp {\n      secret\n      uri\n      qrCodeSvg\n    }\n  }\n": types.StartAuthenticatorSetUpDocument,
    "\n  mutation ConfirmAuthenticator($code: String!) {\n    confirmAuthenticator(code: $code)\n  }\n": types.ConfirmAuthenticatorDocument,
    "\n  mutation TurnOffAuthenticator($code: String!) {\n    turnOffAuthenticator(code: $code)\n  }\n": types.TurnOffAuthenticatorDocument,
    "\n  mutation ConfirmItsYou($password: String, $code: String) {\n    confirmItsYou(password: $password, code: $code)\n  }\n": types.ConfirmItsYouDocument,
    "\n  mutation StartConfirmItsYouWithPasskey {\n    startConfirmItsYouWithPasskey\n  }\n": types.StartConfirmItsYouWithPasskeyDocument,
    "\n  mutation ConfirmItsYouWithPasskey($response: String!) {\n    confirmItsYouWithPasskey(response: $response)\n  }\n": types.ConfirmItsYouWithPasskeyDocument,
    "\n  query BlogList {\n    blogs(limit: 100) {\n      items {\n        ...BlogListingFields\n      }\n    }\n  }\n": types.BlogListDocument,
    "\n  query BlogPage($slug: String!) {\n    blog(slug: $slug) {\n      ...BlogListingFields\n      images {\n        ...GalleryImageFields\n      }\n    }\n  }\n": types.BlogPageDocument,
    "\n  fragment BlogFields on Blog {\n    id\n    slug\n    title\n    author\n    body\n    order\n    mainimage\n    mainimageDescription\n  }\n": types.BlogFieldsFragmentDoc,
    "\n  fragment BlogListingFields on Blog {\n    ...BlogFields\n    createdAt\n    mainimageSizes {\n      width\n      url\n    }\n  }\n": types.BlogListingFieldsFragmentDoc,
    "\n  fragment BookingVenueFields on Venue {\n    id\n    slug\n    name\n    address\n    stepFree\n    wheelchairSpaces\n    hearingLoop\n    accessibleToilets\n    parking\n    publicTransport\n    accessNotes\n  }\n": types.BookingVenueFieldsFragmentDoc,
    "\n  query BookingPage($performanceId: ID!) {\n    playOfPerformance(performanceId: $performanceId) {\n      id\n      slug\n      title\n      performances {\n        id\n        startsAt\n        endsAt\n        status\n        remaining\n        note\n        venue {\n          ...BookingVenueFields\n        }\n        sales {\n          capacity\n          reserved\n          ticketTypes {\n            name\n            pricePence\n            restrictedPricePence\n            note\n          }\n          onSaleFrom\n          onSaleUntil\n          holdMinutes\n          maxPerOrder\n          payment\n          cancelUntilHours\n        }\n      }\n    }\n  }\n": types.BookingPageDocument,
    "\n  query Availability($performanceId: ID!) {\n    availability(performanceId: $performanceId) {\n      performanceId\n      remaining\n      capacity\n      status\n    }\n  }\n": types.AvailabilityDocument,
    "\n  subscription AvailabilityChanged($performanceId: ID!) {\n    availabilityChanged(performanceId: $performanceId) {\n      performanceId\n      remaining\n      capacity\n      status\n      seats {\n        id\n        state\n      }\n    }\n  }\n": types.AvailabilityChangedDocument,
    "\n  mutation HoldTickets($performanceId: ID!, $quantity: Int, $seatIds: [ID!], $withoutCompanion: Boolean) {\n    holdTickets(performanceId: $performanceId, quantity: $quantity, seatIds: $seatIds, withoutCompanion: $withoutCompanion) {\n      id\n      token\n      expiresAt\n      quantity\n      seatIds\n      seats {\n        id\n        restricted\n      }\n    }\n  }\n": types.HoldTicketsDocument,
    "\n  query SeatPlan($performanceId: ID!) {\n    seatPlan(performanceId: $performanceId) {\n      performanceId\n      companionSeatsOpenAt\n      sections {\n        name\n        rows {\n          label\n          seats {\n            id\n            label\n            number\n            kind\n            state\n            note\n            companionId\n            column\n          }\n        }\n      }\n    }\n  }\n": types.SeatPlanDocument,
    "\n  query Hold($id: ID!, $token: String!) {\n    hold(id: $id, token: $token) {\n      id\n      expiresAt\n      quantity\n      seats {\n        id\n        restricted\n      }\n    }\n  }\n": types.HoldDocument,
    "\n  mutation ReleaseHold($id: ID!, $token: String!) {\n    releaseHold(id: $id, token: $token)\n  }\n": types.ReleaseHoldDocument,
    "\n  mutation PlaceOrder($holdId: ID!, $holdToken: String!, $buyer: BuyerInput!, $tickets: [TicketChoiceInput!]!) {\n    placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: $buyer, tickets: $tickets) {\n      reference\n      status\n      total\n      ticketsUrl\n      checkoutUrl\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  query TicketsPage($token: String!) {\n    booking(token: $token) {\n      reference\n      status\n      buyerName\n      total\n      toPayAtDoor\n      performanceId\n      playTitle\n      playSlug\n      startsAt\n      endsAt\n      venueId\n      tickets {\n        type\n        pricePence\n        code\n        qrSvg\n        admittedAt\n      }\n      canCancel\n      cancelUntil\n    }\n    venues {\n      ...BookingVenueFields\n    }\n  }\n": types.TicketsPageDocument,
    "\n  mutation JoinWaitlist($performanceId: ID!, $email: String!, $quantity: Int!) {\n    joinWaitlist(performanceId: $performanceId, email: $email, quantity: $quantity)\n  }\n": types.JoinWaitlistDocument,
    "\n  query HomePage($blogs: Int!) {\n    heroImages {\n      id\n      url\n      caption\n      sizes {\n        width\n        url\n      }\n    }\n    featuredPlay {\n      ...PlayListingFields\n    }\n    homepagePlays {\n      ...PlayListingFields\n    }\n    auditionPlays {\n      id\n      slug\n      title\n      blurb\n      blurbExcerpt\n    }\n    blogs(limit: $blogs) {\n      items {\n        id\n        slug\n        title\n        author\n        order\n        createdAt\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  mutation SendMessage($input: MessageInput!) {\n    sendMessage(input: $input) {\n      id\n      message\n    }\n  }\n": types.SendMessageDocument,
    "\n  query SiteContact {\n    site {\n      contactEmail\n    }\n  }\n": types.SiteContactDocument,
    "\n  mutation SubscribeToNewsletter($input: SubscribeInput!) {\n    subscribeToNewsletter(input: $input)\n  }\n": types.SubscribeToNewsletterDocument,
    "\n  query Newsletter {\n    newsletter {\n      confirmed\n      unconfirmed\n      issues {\n        sent\n        failed\n        pending\n        issue {\n          id\n          subject\n          recipients\n          startedBy\n          createdAt\n        }\n      }\n    }\n  }\n": types.NewsletterDocument,
    "\n  mutation SendNewsletter {\n    sendNewsletter {\n      sent\n      failed\n      pending\n      issue {\n        id\n        recipients\n      }\n    }\n  }\n": types.SendNewsletterDocument,
    "\n  mutation RemoveNewsletterSubscriber($email: String!) {\n    removeNewsletterSubscriber(email: $email)\n  }\n": types.RemoveNewsletterSubscriberDocument,
    "\n  query AboutPage {\n    about {\n      ...AboutPageFields\n    }\n  }\n": types.AboutPageDocument,
    "\n  query CombinationsPage {\n    combinations {\n      ...TextPageFields\n    }\n  }\n": types.CombinationsPageDocument,
    "\n  query ContactPage {\n    contact {\n      ...TextPageFields\n    }\n    site {\n      contactEmail\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n    auditionPlays {\n      id\n      slug\n      title\n    }\n  }\n": types.ContactPageDocument,
    "\n  fragment AboutPageFields on AboutPage {\n    id\n    text\n    committeeMembers\n  }\n": types.AboutPageFieldsFragmentDoc,
    "\n  fragment TextPageFields on TextPage {\n    id\n    text\n  }\n": types.TextPageFieldsFragmentDoc,
    "\n  query PersonPage($slug: String!) {\n    person(slug: $slug) {\n      id\n      slug\n      name\n      bio\n      photo\n      credits {\n        kind\n        role\n        year\n        play {\n          id\n          slug\n          title\n        }\n      }\n    }\n  }\n": types.PersonPageDocument,
    "\n  query Auditions {\n    auditionPlays {\n      ...PlayListingFields\n    }\n  }\n": types.AuditionsDocument,
    "\n  query PlayPage($slug: String!) {\n    play(slug: $slug) {\n      ...PlayListingFields\n      ...PlayCreditsFields\n      ...PlayAudienceFields\n      performances {\n        ...PerformanceTicketsFields\n      }\n      images {\n        ...GalleryImageFields\n      }\n      galleryCover\n    }\n    site {\n      url\n    }\n  }\n": types.PlayPageDocument,
    "\n  fragment PlayFields on Play {\n    id\n    slug\n    title\n    message\n    blurb\n    blurbExcerpt\n    buylink\n    status\n    mainimage\n    mainimageDescription\n    dates {\n      startdate\n      displayedText {\n        title\n        description\n        startdate\n      }\n    }\n    venues {\n      id\n      name\n      address\n      maplink\n    }\n    prices {\n      id\n      title\n      price\n    }\n  }\n": types.PlayFieldsFragmentDoc,
    "\n  fragment PlayListingFields on Play {\n    ...PlayFields\n    mainimageSizes {\n      width\n      url\n    }\n  }\n": types.PlayListingFieldsFragmentDoc,
    "\n  fragment VideoFields on Video {\n    url\n    title\n    site\n    thumbnailStatus\n    thumbnail {\n      url\n      width\n      height\n      sizes {\n        width\n        url\n      }\n    }\n  }\n": types.VideoFieldsFragmentDoc,
    "\n  fragment PlayCreditsFields on Play {\n    authorBilling\n    licenceNotice\n    videolinks\n    captionedVideolinks\n    videos {\n      ...VideoFields\n    }\n    reviews {\n      id\n      reviewer\n      text\n    }\n    productionteam {\n      title\n      members {\n        order\n        role\n        name\n        personSlug\n      }\n    }\n    castlist {\n      title\n      members {\n        order\n        charactername\n        realname\n        personSlug\n      }\n    }\n  }\n": types.PlayCreditsFieldsFragmentDoc,
    "\n  fragment PerformanceFields on Performance {\n    id\n    startsAt\n    endsAt\n    status\n    access\n    accessNote\n    bookingLink\n    note\n    postponedTo\n    venue {\n      id\n      slug\n      name\n      address\n    }\n  }\n": types.PerformanceFieldsFragmentDoc,
    "\n  fragment PerformanceTicketsFields on Performance {\n    id\n    remaining\n    sales {\n      payment\n    }\n  }\n": types.PerformanceTicketsFieldsFragmentDoc,
    "\n  fragment PlayAudienceFields on Play {\n    performances {\n      ...PerformanceFields\n    }\n    runningTime\n    intervals\n    ageGuidance\n    contentWarnings\n    contentNotes\n  }\n": types.PlayAudienceFieldsFragmentDoc,
    "\n  fragment WhatsOnListFields on WhatsOn {\n    currentPlays {\n      ...PlayListingFields\n      performances {\n        ...PerformanceFields\n        ...PerformanceTicketsFields\n      }\n    }\n    upcomingPlays {\n      ...PlayListingFields\n      performances {\n        ...PerformanceFields\n        ...PerformanceTicketsFields\n      }\n    }\n  }\n": types.WhatsOnListFieldsFragmentDoc,
    "\n  query AllPlays {\n    plays(perPage: 500) {\n      items {\n        id\n        slug\n        title\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n": types.AllPlaysDocument,
    "\n  query PreviousProductions($page: Int!) {\n    previousProductions(page: $page) {\n      page\n      pages\n      total\n      items {\n        id\n        slug\n        title\n        blurb\n        blurbExcerpt\n        mainimage\n        mainimageSizes {\n          width\n          url\n        }\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n": types.PreviousProductionsDocument,
    "\n  query ReviewPage($slug: String!, $index: Int!) {\n    review(playSlug: $slug, index: $index) {\n      reviewer\n      text\n      playslug\n      playtitle\n    }\n  }\n": types.ReviewPageDocument,
    "\n  query WhatsOn($access: String, $venue: String) {\n    whatsOn(access: $access, venue: $venue) {\n      ...WhatsOnListFields\n    }\n    venues {\n      id\n      slug\n      name\n    }\n    site {\n      url\n      calendarUrl\n    }\n  }\n": types.WhatsOnDocument,
    "\n  query Preview($token: String!) {\n    preview(token: $token) {\n      kind\n      pageKind\n      play {\n        ...PlayListingFields\n        ...PlayCreditsFields\n        ...PlayAudienceFields\n        images {\n          ...GalleryImageFields\n        }\n        galleryCover\n      }\n      blog {\n        ...BlogListingFields\n        images {\n          ...GalleryImageFields\n        }\n      }\n      page {\n        text\n        committeeMembers\n      }\n    }\n  }\n": types.PreviewDocument,
    "\n  query ProgrammePage($slug: String!) {\n    programme(slug: $slug) {\n      url\n      play {\n        id\n        slug\n        title\n        authorBilling\n        licenceNotice\n        mainimage\n        mainimageSizes {\n          width\n          url\n        }\n        performances {\n          id\n          startsAt\n          status\n          venue {\n            id\n            name\n          }\n        }\n        productionteam {\n          title\n        }\n        castlist {\n          title\n        }\n        programme {\n          ...ProgrammeContentFields\n        }\n      }\n      cast {\n        role\n        name\n        personSlug\n        photo\n        bio\n      }\n      team {\n        role\n        name\n        personSlug\n        photo\n        bio\n      }\n      comingUp {\n        id\n        slug\n        title\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n": types.ProgrammePageDocument,
    "\n  fragment ProgrammeContentFields on PlayProgramme {\n    directorsNote\n    scenes {\n      id\n      title\n      detail\n    }\n    sponsors {\n      id\n      name\n      logo\n      link\n    }\n  }\n": types.ProgrammeContentFieldsFragmentDoc,
    "\n  fragment PlayProgrammeFields on Play {\n    licenceNotice\n    authorBilling\n    programme {\n      ...ProgrammeContentFields\n    }\n    productionteam {\n      members {\n        programmeBio\n      }\n    }\n    castlist {\n      members {\n        programmeBio\n      }\n    }\n  }\n": types.PlayProgrammeFieldsFragmentDoc,
    "\n  query SearchPage($query: String!, $page: Int!) {\n    search(query: $query, page: $page) {\n      query\n      page\n      pages\n      total\n      approximate\n      items {\n        __typename\n        ... on PlayHit {\n          play {\n            id\n            slug\n            title\n          }\n          extract {\n            text\n            match\n          }\n        }\n        ... on BlogHit {\n          blog {\n            id\n            slug\n            title\n          }\n          extract {\n            text\n            match\n          }\n        }\n        ... on PersonHit {\n          person {\n            id\n            slug\n            name\n          }\n          extract {\n            text\n            match\n          }\n        }\n      }\n    }\n  }\n": types.SearchPageDocument,
    "\n  fragment ShopProductFields on ShopProduct {\n    id\n    name\n    slug\n    country\n    category\n    image\n    rrpPrice\n    stockTotal\n    hasStockSomewhere\n    watching\n    maxPrice\n    stock {\n      store\n      quantity\n    }\n    group {\n      id\n      name\n    }\n  }\n": types.ShopProductFieldsFragmentDoc,
    "\n  query Products($country: String!, $page: Int!) {\n    countries\n    products(country: $country, page: $page) {\n      page\n      pages\n      total\n      items {\n        ...ShopProductFields\n      }\n    }\n  }\n": types.ProductsDocument,
    "\n  query Product($country: String!, $slug: String!) {\n    product(country: $country, slug: $slug) {\n      ...ShopProductFields\n    }\n  }\n": types.ProductDocument,
    "\n  subscription StockUpdated($ids: [ID!]) {\n    stockUpdated(productIds: $ids) {\n      productId\n      stockTotal\n      hasStockSomewhere\n      changes {\n        store\n        quantity\n      }\n    }\n  }\n": types.StockUpdatedDocument,
    "\n  mutation WatchToggle($input: WatchToggleInput!) {\n    watchToggle(input: $input) {\n      watching\n      maxPrice\n      message\n    }\n  }\n": types.WatchToggleDocument,
    "\n  mutation SetMaxPrice($input: MaxPriceInput!) {\n    setMaxPrice(input: $input) {\n      watching\n      maxPrice\n      message\n    }\n  }\n": types.SetMaxPriceDocument,
    "\n  query VenuePage($slug: String!) {\n    venue(slug: $slug) {\n      ...VenueFields\n      seats\n      wheelchairSpaceCount\n    }\n    whatsOn(venue: $slug) {\n      ...WhatsOnListFields\n    }\n    site {\n      url\n    }\n  }\n": types.VenuePageDocument,
    "\n  fragment VenueFields on Venue {\n    id\n    slug\n    name\n    address\n    maplink\n    stepFree\n    wheelchairSpaces\n    hearingLoop\n    accessibleToilets\n    parking\n    publicTransport\n    accessNotes\n  }\n": types.VenueFieldsFragmentDoc,
    "\n  query SiteFacts {\n    site {\n      name\n      address\n      charityNumber\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n  }\n": types.SiteFactsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryImageFields on CaptionedImage {\n    id\n    photo\n    caption\n    description\n    decorative\n    width\n    height\n    sizes {\n      width\n      url\n    }\n    avifSizes {\n      width\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment GalleryImageFields on CaptionedImage {\n    id\n    photo\n    caption\n    description\n    decorative\n    width\n    height\n    sizes {\n      width\n      url\n    }\n    avifSizes {\n      width\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordReset($userId: ID!) {\n    sendPasswordReset(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation SendPasswordReset($userId: ID!) {\n    sendPasswordReset(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetSecondStep($userId: ID!) {\n    resetSecondStep(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation ResetSecondStep($userId: ID!) {\n    resetSecondStep(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    role\n    createdBy\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    role\n    createdBy\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($name: String!, $role: Role!, $expiresAt: String) {\n    createApiToken(name: $name, role: $role, expiresAt: $expiresAt) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($name: String!, $role: Role!, $expiresAt: String) {\n    createApiToken(name: $name, role: $role, expiresAt: $expiresAt) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BackupRunFields on BackupRun {\n    id\n    kind\n    status\n    startedAt\n    finishedAt\n    file\n    bytes\n    error\n    startedBy\n    prunedAt\n    progress {\n      step\n      done\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment BackupRunFields on BackupRun {\n    id\n    kind\n    status\n    startedAt\n    finishedAt\n    file\n    bytes\n    error\n    startedBy\n    prunedAt\n    progress {\n      step\n      done\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackupWarning {\n    backupStatus {\n      warning\n    }\n  }\n"): (typeof documents)["\n  query BackupWarning {\n    backupStatus {\n      warning\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Backups {\n    backupStatus {\n      warning\n      lastGoodAt\n      backupTime\n      nextNightlyAt\n      keepDaily\n      keepWeekly\n      copied\n      encrypted\n      uploadMaxBytes\n      running {\n        ...BackupRunFields\n      }\n    }\n    backups(limit: 30) {\n      ...BackupRunFields\n    }\n  }\n"): (typeof documents)["\n  query Backups {\n    backupStatus {\n      warning\n      lastGoodAt\n      backupTime\n      nextNightlyAt\n      keepDaily\n      keepWeekly\n      copied\n      encrypted\n      uploadMaxBytes\n      running {\n        ...BackupRunFields\n      }\n    }\n    backups(limit: 30) {\n      ...BackupRunFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackupRun($id: ID!) {\n    backupRun(id: $id) {\n      ...BackupRunFields\n    }\n  }\n"): (typeof documents)["\n  query BackupRun($id: ID!) {\n    backupRun(id: $id) {\n      ...BackupRunFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackUpNow {\n    backUpNow {\n      ...BackupRunFields\n    }\n  }\n"): (typeof documents)["\n  mutation BackUpNow {\n    backUpNow {\n      ...BackupRunFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBlogs {\n    blogs(limit: 100) {\n      items {\n        id\n        slug\n        title\n        order\n        createdAt\n        state\n        publishAt\n        unpublishAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBlogs {\n    blogs(limit: 100) {\n      items {\n        id\n        slug\n        title\n        order\n        createdAt\n        state\n        publishAt\n        unpublishAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBlog {\n    createBlog {\n      id\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBlog {\n    createBlog {\n      id\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBlog($id: ID!) {\n    deleteBlog(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBlog($id: ID!) {\n    deleteBlog(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditableBlogFields on Blog {\n    ...BlogFields\n    createdAt\n    mainimageDescription\n    isNew\n    version\n    updatedBy\n    updatedAt\n    state\n    publishedAt\n    draftSavedAt\n    draftSavedBy\n    publishAt\n    unpublishAt\n    images {\n      id\n      photo\n      caption\n      description\n      decorative\n    }\n  }\n"): (typeof documents)["\n  fragment EditableBlogFields on Blog {\n    ...BlogFields\n    createdAt\n    mainimageDescription\n    isNew\n    version\n    updatedBy\n    updatedAt\n    state\n    publishedAt\n    draftSavedAt\n    draftSavedBy\n    publishAt\n    unpublishAt\n    images {\n      id\n      photo\n      caption\n      description\n      decorative\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBlog($slug: String!) {\n    blogDraft(slug: $slug) {\n      ...EditableBlogFields\n    }\n  }\n"): (typeof documents)["\n  query AdminBlog($slug: String!) {\n    blogDraft(slug: $slug) {\n      ...EditableBlogFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBlogDraft($id: ID!, $input: BlogInput!) {\n    saveBlogDraft(id: $id, input: $input) {\n      ...EditableBlogFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBlogDraft($id: ID!, $input: BlogInput!) {\n    saveBlogDraft(id: $id, input: $input) {\n      ...EditableBlogFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishBlog($id: ID!, $version: Int!) {\n    unpublishBlog(id: $id, version: $version) {\n      ...EditableBlogFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnpublishBlog($id: ID!, $version: Int!) {\n    unpublishBlog(id: $id, version: $version) {\n      ...EditableBlogFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBlog($id: ID!, $input: BlogInput!) {\n    updateBlog(id: $id, input: $input) {\n      ...EditableBlogFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBlog($id: ID!, $input: BlogInput!) {\n    updateBlog(id: $id, input: $input) {\n      ...EditableBlogFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoxOfficePerformances {\n    boxOfficePerformances {\n      id\n      playTitle\n      startsAt\n      status\n      capacity\n      remaining\n    }\n  }\n"): (typeof documents)["\n  query BoxOfficePerformances {\n    boxOfficePerformances {\n      id\n      playTitle\n      startsAt\n      status\n      capacity\n      remaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoxOfficeOrderFields on BoxOfficeOrder {\n    reference\n    status\n    payment\n    buyerName\n    buyerEmail\n    accessNote\n    tickets {\n      type\n      count\n    }\n    totalPence\n    toPayPence\n    createdAt\n  }\n"): (typeof documents)["\n  fragment BoxOfficeOrderFields on BoxOfficeOrder {\n    reference\n    status\n    payment\n    buyerName\n    buyerEmail\n    accessNote\n    tickets {\n      type\n      count\n    }\n    totalPence\n    toPayPence\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoxOffice($performanceId: ID!) {\n    boxOffice(performanceId: $performanceId) {\n      performance {\n        id\n        playTitle\n        startsAt\n        status\n        payment\n        capacity\n      }\n      sold\n      held\n      houseSeats\n      left\n      byType {\n        name\n        offered\n        pricePence\n        sold\n        complimentary\n      }\n      takingsPence\n      toCollectPence\n      liveOrders\n      waitlist\n    }\n  }\n"): (typeof documents)["\n  query BoxOffice($performanceId: ID!) {\n    boxOffice(performanceId: $performanceId) {\n      performance {\n        id\n        playTitle\n        startsAt\n        status\n        payment\n        capacity\n      }\n      sold\n      held\n      houseSeats\n      left\n      byType {\n        name\n        offered\n        pricePence\n        sold\n        complimentary\n      }\n      takingsPence\n      toCollectPence\n      liveOrders\n      waitlist\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoxOfficeOrders($performanceId: ID!, $search: String!, $page: Int!) {\n    boxOfficeOrders(performanceId: $performanceId, search: $search, page: $page) {\n      page\n      pages\n      total\n      items {\n        ...BoxOfficeOrderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BoxOfficeOrders($performanceId: ID!, $search: String!, $page: Int!) {\n    boxOfficeOrders(performanceId: $performanceId, search: $search, page: $page) {\n      page\n      pages\n      total\n      items {\n        ...BoxOfficeOrderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoxOfficeDoorList($performanceId: ID!) {\n    doorPerformance(performanceId: $performanceId) {\n      id\n      playTitle\n      startsAt\n    }\n    boxOfficeDoorList(performanceId: $performanceId) {\n      ...BoxOfficeOrderFields\n    }\n  }\n"): (typeof documents)["\n  query BoxOfficeDoorList($performanceId: ID!) {\n    doorPerformance(performanceId: $performanceId) {\n      id\n      playTitle\n      startsAt\n    }\n    boxOfficeDoorList(performanceId: $performanceId) {\n      ...BoxOfficeOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($reference: String!) {\n    cancelOrder(reference: $reference) {\n      ...BoxOfficeOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($reference: String!) {\n    cancelOrder(reference: $reference) {\n      ...BoxOfficeOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrderPaid($reference: String!) {\n    markOrderPaid(reference: $reference) {\n      ...BoxOfficeOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkOrderPaid($reference: String!) {\n    markOrderPaid(reference: $reference) {\n      ...BoxOfficeOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComplimentaryTickets($performanceId: ID!, $input: ComplimentaryInput!) {\n    addComplimentaryTickets(performanceId: $performanceId, input: $input) {\n      ...BoxOfficeOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddComplimentaryTickets($performanceId: ID!, $input: ComplimentaryInput!) {\n    addComplimentaryTickets(performanceId: $performanceId, input: $input) {\n      ...BoxOfficeOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPerformanceOrders($performanceId: ID!) {\n    cancelPerformanceOrders(performanceId: $performanceId)\n  }\n"): (typeof documents)["\n  mutation CancelPerformanceOrders($performanceId: ID!) {\n    cancelPerformanceOrders(performanceId: $performanceId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HouseSeatPlanFields on PerformanceSeatPlan {\n    performanceId\n    sections {\n      name\n      rows {\n        label\n        seats {\n          id\n          label\n          number\n          state\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HouseSeatPlanFields on PerformanceSeatPlan {\n    performanceId\n    sections {\n      name\n      rows {\n        label\n        seats {\n          id\n          label\n          number\n          state\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HouseSeatPlan($performanceId: ID!) {\n    seatPlan(performanceId: $performanceId) {\n      ...HouseSeatPlanFields\n    }\n  }\n"): (typeof documents)["\n  query HouseSeatPlan($performanceId: ID!) {\n    seatPlan(performanceId: $performanceId) {\n      ...HouseSeatPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHouseSeats($performanceId: ID!, $seatIds: [ID!]!, $blocked: Boolean!) {\n    setHouseSeats(performanceId: $performanceId, seatIds: $seatIds, blocked: $blocked) {\n      ...HouseSeatPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetHouseSeats($performanceId: ID!, $seatIds: [ID!]!, $blocked: Boolean!) {\n    setHouseSeats(performanceId: $performanceId, seatIds: $seatIds, blocked: $blocked) {\n      ...HouseSeatPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorPerformances {\n    doorPerformances {\n      id\n      playTitle\n      startsAt\n      status\n    }\n  }\n"): (typeof documents)["\n  query DoorPerformances {\n    doorPerformances {\n      id\n      playTitle\n      startsAt\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorTickets($performanceId: ID!) {\n    doorTickets(performanceId: $performanceId) {\n      performance {\n        id\n        playTitle\n        startsAt\n        status\n      }\n      count {\n        performanceId\n        admitted\n        expected\n      }\n      tickets {\n        id\n        codeHash\n        reference\n        buyerName\n        type\n        status\n        toPayPence\n        admittedAt\n        admittedOn\n      }\n      serverTime\n    }\n  }\n"): (typeof documents)["\n  query DoorTickets($performanceId: ID!) {\n    doorTickets(performanceId: $performanceId) {\n      performance {\n        id\n        playTitle\n        startsAt\n        status\n      }\n      count {\n        performanceId\n        admitted\n        expected\n      }\n      tickets {\n        id\n        codeHash\n        reference\n        buyerName\n        type\n        status\n        toPayPence\n        admittedAt\n        admittedOn\n      }\n      serverTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncDoorScans($performanceId: ID!, $scans: [DoorScanInput!]!) {\n    syncDoorScans(performanceId: $performanceId, scans: $scans) {\n      result\n      firstAdmittedAt\n      toPayPence\n      ticket {\n        type\n      }\n      order {\n        reference\n        buyerName\n      }\n      performance {\n        id\n        playTitle\n        startsAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SyncDoorScans($performanceId: ID!, $scans: [DoorScanInput!]!) {\n    syncDoorScans(performanceId: $performanceId, scans: $scans) {\n      result\n      firstAdmittedAt\n      toPayPence\n      ticket {\n        type\n      }\n      order {\n        reference\n        buyerName\n      }\n      performance {\n        id\n        playTitle\n        startsAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DoorCountChanged($performanceId: ID!) {\n    doorCountChanged(performanceId: $performanceId) {\n      performanceId\n      admitted\n      expected\n    }\n  }\n"): (typeof documents)["\n  subscription DoorCountChanged($performanceId: ID!) {\n    doorCountChanged(performanceId: $performanceId) {\n      performanceId\n      admitted\n      expected\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHeroes {\n    heroImages {\n      id\n      url\n      caption\n      position\n    }\n  }\n"): (typeof documents)["\n  query AdminHeroes {\n    heroImages {\n      id\n      url\n      caption\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHeroCaption($id: ID!, $caption: String!) {\n    updateHeroImageCaption(id: $id, caption: $caption) {\n      id\n      caption\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHeroCaption($id: ID!, $caption: String!) {\n    updateHeroImageCaption(id: $id, caption: $caption) {\n      id\n      caption\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderHeroes($ids: [ID!]!) {\n    reorderHeroImages(ids: $ids) {\n      id\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderHeroes($ids: [ID!]!) {\n    reorderHeroImages(ids: $ids) {\n      id\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveHero($id: ID!) {\n    removeHeroImage(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveHero($id: ID!) {\n    removeHeroImage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Inbox($status: MessageStatus, $page: Int!) {\n    messages(status: $status, page: $page, perPage: 20) {\n      page\n      pages\n      total\n      items {\n        id\n        type\n        senderName\n        senderEmail\n        subject\n        body\n        playTitle\n        recipient\n        status\n        attempts\n        lastError\n        createdAt\n        sentAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Inbox($status: MessageStatus, $page: Int!) {\n    messages(status: $status, page: $page, perPage: 20) {\n      page\n      pages\n      total\n      items {\n        id\n        type\n        senderName\n        senderEmail\n        subject\n        body\n        playTitle\n        recipient\n        status\n        attempts\n        lastError\n        createdAt\n        sentAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryMessage($id: ID!) {\n    retryMessage(id: $id) {\n      id\n      status\n      attempts\n    }\n  }\n"): (typeof documents)["\n  mutation RetryMessage($id: ID!) {\n    retryMessage(id: $id) {\n      id\n      status\n      attempts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditableAboutFields on AboutPage {\n    ...AboutPageFields\n    version\n    updatedBy\n    updatedAt\n    state\n    draftSavedAt\n    draftSavedBy\n    publishAt\n  }\n"): (typeof documents)["\n  fragment EditableAboutFields on AboutPage {\n    ...AboutPageFields\n    version\n    updatedBy\n    updatedAt\n    state\n    draftSavedAt\n    draftSavedBy\n    publishAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditableTextPageFields on TextPage {\n    ...TextPageFields\n    version\n    updatedBy\n    updatedAt\n    state\n    draftSavedAt\n    draftSavedBy\n    publishAt\n  }\n"): (typeof documents)["\n  fragment EditableTextPageFields on TextPage {\n    ...TextPageFields\n    version\n    updatedBy\n    updatedAt\n    state\n    draftSavedAt\n    draftSavedBy\n    publishAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPageDraft($about: Boolean!, $contact: Boolean!, $combinations: Boolean!) {\n    aboutDraft @include(if: $about) {\n      ...EditableAboutFields\n    }\n    contactDraft @include(if: $contact) {\n      ...EditableTextPageFields\n    }\n    combinationsDraft @include(if: $combinations) {\n      ...EditableTextPageFields\n    }\n  }\n"): (typeof documents)["\n  query AdminPageDraft($about: Boolean!, $contact: Boolean!, $combinations: Boolean!) {\n    aboutDraft @include(if: $about) {\n      ...EditableAboutFields\n    }\n    contactDraft @include(if: $contact) {\n      ...EditableTextPageFields\n    }\n    combinationsDraft @include(if: $combinations) {\n      ...EditableTextPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactPreview {\n    site {\n      contactEmail\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n    auditionPlays {\n      id\n      slug\n      title\n    }\n  }\n"): (typeof documents)["\n  query ContactPreview {\n    site {\n      contactEmail\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n    auditionPlays {\n      id\n      slug\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAboutDraft($input: AboutPageInput!) {\n    saveAboutDraft(input: $input) {\n      ...EditableAboutFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAboutDraft($input: AboutPageInput!) {\n    saveAboutDraft(input: $input) {\n      ...EditableAboutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveContactDraft($input: TextPageInput!) {\n    saveContactDraft(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveContactDraft($input: TextPageInput!) {\n    saveContactDraft(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCombinationsDraft($input: TextPageInput!) {\n    saveCombinationsDraft(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCombinationsDraft($input: TextPageInput!) {\n    saveCombinationsDraft(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAbout($input: AboutPageInput!) {\n    updateAbout(input: $input) {\n      ...EditableAboutFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAbout($input: AboutPageInput!) {\n    updateAbout(input: $input) {\n      ...EditableAboutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContact($input: TextPageInput!) {\n    updateContact(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContact($input: TextPageInput!) {\n    updateContact(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCombinations($input: TextPageInput!) {\n    updateCombinations(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCombinations($input: TextPageInput!) {\n    updateCombinations(input: $input) {\n      ...EditableTextPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditablePersonFields on Person {\n    id\n    slug\n    name\n    bio\n    programmeBio\n    photo\n    hidden\n    version\n    updatedBy\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment EditablePersonFields on Person {\n    id\n    slug\n    name\n    bio\n    programmeBio\n    photo\n    hidden\n    version\n    updatedBy\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonSuggestions($search: String!) {\n    people(search: $search, page: 1) {\n      items {\n        id\n        slug\n        name\n        hidden\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query PersonSuggestions($search: String!) {\n    people(search: $search, page: 1) {\n      items {\n        id\n        slug\n        name\n        hidden\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPeople($search: String!, $page: Int!) {\n    people(search: $search, page: $page) {\n      items {\n        ...EditablePersonFields\n      }\n      total\n      page\n      pages\n      perPage\n    }\n  }\n"): (typeof documents)["\n  query AdminPeople($search: String!, $page: Int!) {\n    people(search: $search, page: $page) {\n      items {\n        ...EditablePersonFields\n      }\n      total\n      page\n      pages\n      perPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPerson($id: ID!) {\n    personById(id: $id) {\n      ...EditablePersonFields\n    }\n  }\n"): (typeof documents)["\n  query AdminPerson($id: ID!) {\n    personById(id: $id) {\n      ...EditablePersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePerson($input: PersonInput!) {\n    createPerson(input: $input) {\n      ...EditablePersonFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePerson($input: PersonInput!) {\n    createPerson(input: $input) {\n      ...EditablePersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePerson($id: ID!, $input: PersonInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...EditablePersonFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePerson($id: ID!, $input: PersonInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...EditablePersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPlays {\n    plays(perPage: 500) {\n      items {\n        id\n        slug\n        title\n        status\n        state\n        publishAt\n        unpublishAt\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPlays {\n    plays(perPage: 500) {\n      items {\n        id\n        slug\n        title\n        status\n        state\n        publishAt\n        unpublishAt\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlay {\n    createPlay {\n      id\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlay {\n    createPlay {\n      id\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlay($id: ID!) {\n    deletePlay(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePlay($id: ID!) {\n    deletePlay(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditablePlayFields on Play {\n    ...PlayFields\n    ...PlayCreditsFields\n    ...PlayAudienceFields\n    ...PlayProgrammeFields\n    auditionEmailRecipient\n    mainimageDescription\n    captionedVideolinks\n    isNew\n    version\n    updatedBy\n    updatedAt\n    state\n    publishedAt\n    draftSavedAt\n    draftSavedBy\n    publishAt\n    unpublishAt\n    images {\n      ...GalleryImageFields\n    }\n    galleryCover\n    videos {\n      url\n      lastError\n      nextAttemptAt\n    }\n    productionteam {\n      members {\n        personId\n      }\n    }\n    castlist {\n      members {\n        personId\n      }\n    }\n    performances {\n      accessNote\n      sales {\n        capacity\n        ticketTypes {\n          name\n          pricePence\n          note\n          restrictedPricePence\n        }\n        onSaleFrom\n        onSaleUntil\n        holdMinutes\n        maxPerOrder\n        payment\n        cancelUntilHours\n        reserved\n        companionReleaseHours\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EditablePlayFields on Play {\n    ...PlayFields\n    ...PlayCreditsFields\n    ...PlayAudienceFields\n    ...PlayProgrammeFields\n    auditionEmailRecipient\n    mainimageDescription\n    captionedVideolinks\n    isNew\n    version\n    updatedBy\n    updatedAt\n    state\n    publishedAt\n    draftSavedAt\n    draftSavedBy\n    publishAt\n    unpublishAt\n    images {\n      ...GalleryImageFields\n    }\n    galleryCover\n    videos {\n      url\n      lastError\n      nextAttemptAt\n    }\n    productionteam {\n      members {\n        personId\n      }\n    }\n    castlist {\n      members {\n        personId\n      }\n    }\n    performances {\n      accessNote\n      sales {\n        capacity\n        ticketTypes {\n          name\n          pricePence\n          note\n          restrictedPricePence\n        }\n        onSaleFrom\n        onSaleUntil\n        holdMinutes\n        maxPerOrder\n        payment\n        cancelUntilHours\n        reserved\n        companionReleaseHours\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoxOfficeSettings {\n    boxOfficeSettings {\n      onlinePayment\n    }\n  }\n"): (typeof documents)["\n  query BoxOfficeSettings {\n    boxOfficeSettings {\n      onlinePayment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPlay($slug: String!) {\n    playDraft(slug: $slug) {\n      ...EditablePlayFields\n    }\n  }\n"): (typeof documents)["\n  query AdminPlay($slug: String!) {\n    playDraft(slug: $slug) {\n      ...EditablePlayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePlayDraft($id: ID!, $input: PlayInput!) {\n    savePlayDraft(id: $id, input: $input) {\n      ...EditablePlayFields\n    }\n  }\n"): (typeof documents)["\n  mutation SavePlayDraft($id: ID!, $input: PlayInput!) {\n    savePlayDraft(id: $id, input: $input) {\n      ...EditablePlayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishPlay($id: ID!, $version: Int!) {\n    unpublishPlay(id: $id, version: $version) {\n      ...EditablePlayFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnpublishPlay($id: ID!, $version: Int!) {\n    unpublishPlay(id: $id, version: $version) {\n      ...EditablePlayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlay($id: ID!, $input: PlayInput!) {\n    updatePlay(id: $id, input: $input) {\n      ...EditablePlayFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlay($id: ID!, $input: PlayInput!) {\n    updatePlay(id: $id, input: $input) {\n      ...EditablePlayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadVideoThumbnail($url: String!, $file: Upload!) {\n    uploadVideoThumbnail(url: $url, file: $file) {\n      ...VideoFields\n      lastError\n      nextAttemptAt\n    }\n  }\n"): (typeof documents)["\n  mutation UploadVideoThumbnail($url: String!, $file: Upload!) {\n    uploadVideoThumbnail(url: $url, file: $file) {\n      ...VideoFields\n      lastError\n      nextAttemptAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteSettingsFields on SiteSettings {\n    name\n    contactEmail\n    address\n    charityNumber\n    facebook\n    instagram\n    x\n    youtube\n    tiktok\n    otherLabel\n    otherUrl\n    backupTime\n    requireTwoStep\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment SiteSettingsFields on SiteSettings {\n    name\n    contactEmail\n    address\n    charityNumber\n    facebook\n    instagram\n    x\n    youtube\n    tiktok\n    otherLabel\n    otherUrl\n    backupTime\n    requireTwoStep\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Activity($person: ID, $kind: EditedKind, $item: ID, $page: Int!) {\n    activity(person: $person, kind: $kind, item: $item, page: $page) {\n      page\n      pages\n      total\n      perPage\n      items {\n        id\n        at\n        actorId\n        actor\n        action\n        kind\n        itemId\n        itemTitle\n        detail\n      }\n    }\n  }\n"): (typeof documents)["\n  query Activity($person: ID, $kind: EditedKind, $item: ID, $page: Int!) {\n    activity(person: $person, kind: $kind, item: $item, page: $page) {\n      page\n      pages\n      total\n      perPage\n      items {\n        id\n        at\n        actorId\n        actor\n        action\n        kind\n        itemId\n        itemTitle\n        detail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeletedItems {\n    deletedItems {\n      id\n      kind\n      title\n      slug\n      deletedAt\n      deletedBy\n      purgeAt\n    }\n  }\n"): (typeof documents)["\n  query DeletedItems {\n    deletedItems {\n      id\n      kind\n      title\n      slug\n      deletedAt\n      deletedBy\n      purgeAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePlay($id: ID!, $slug: String) {\n    restorePlay(id: $id, slug: $slug) {\n      id\n      slug\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePlay($id: ID!, $slug: String) {\n    restorePlay(id: $id, slug: $slug) {\n      id\n      slug\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreBlog($id: ID!, $slug: String) {\n    restoreBlog(id: $id, slug: $slug) {\n      id\n      slug\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreBlog($id: ID!, $slug: String) {\n    restoreBlog(id: $id, slug: $slug) {\n      id\n      slug\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteForGood($kind: EditedKind!, $id: ID!) {\n    deleteForGood(kind: $kind, id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteForGood($kind: EditedKind!, $id: ID!) {\n    deleteForGood(kind: $kind, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Revisions($kind: EditedKind!, $id: ID!) {\n    revisions(kind: $kind, id: $id) {\n      id\n      number\n      published\n      changed\n      note\n      savedBy\n      savedAt\n    }\n  }\n"): (typeof documents)["\n  query Revisions($kind: EditedKind!, $id: ID!) {\n    revisions(kind: $kind, id: $id) {\n      id\n      number\n      published\n      changed\n      note\n      savedBy\n      savedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Revision($id: ID!) {\n    revision(id: $id) {\n      id\n      number\n      fields\n    }\n  }\n"): (typeof documents)["\n  query Revision($id: ID!) {\n    revision(id: $id) {\n      id\n      number\n      fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePlayRevision($id: ID!, $revisionId: ID!, $version: Int!) {\n    restorePlayRevision(id: $id, revisionId: $revisionId, version: $version) {\n      ...EditablePlayFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePlayRevision($id: ID!, $revisionId: ID!, $version: Int!) {\n    restorePlayRevision(id: $id, revisionId: $revisionId, version: $version) {\n      ...EditablePlayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreBlogRevision($id: ID!, $revisionId: ID!, $version: Int!) {\n    restoreBlogRevision(id: $id, revisionId: $revisionId, version: $version) {\n      ...EditableBlogFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreBlogRevision($id: ID!, $revisionId: ID!, $version: Int!) {\n    restoreBlogRevision(id: $id, revisionId: $revisionId, version: $version) {\n      ...EditableBlogFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePageRevision($kind: PageKind!, $revisionId: ID!, $version: Int!) {\n    restorePageRevision(kind: $kind, revisionId: $revisionId, version: $version) {\n      ...EditableAboutFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePageRevision($kind: PageKind!, $revisionId: ID!, $version: Int!) {\n    restorePageRevision(kind: $kind, revisionId: $revisionId, version: $version) {\n      ...EditableAboutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EditingPresence($kind: EditedKind!, $id: ID!) {\n    editingPresence(kind: $kind, id: $id) {\n      userId\n      name\n      since\n    }\n  }\n"): (typeof documents)["\n  subscription EditingPresence($kind: EditedKind!, $id: ID!) {\n    editingPresence(kind: $kind, id: $id) {\n      userId\n      name\n      since\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SchedulePlay($id: ID!, $publishAt: DateTimeISO, $unpublishAt: DateTimeISO) {\n    schedulePlay(id: $id, publishAt: $publishAt, unpublishAt: $unpublishAt) {\n      ...EditablePlayFields\n    }\n  }\n"): (typeof documents)["\n  mutation SchedulePlay($id: ID!, $publishAt: DateTimeISO, $unpublishAt: DateTimeISO) {\n    schedulePlay(id: $id, publishAt: $publishAt, unpublishAt: $unpublishAt) {\n      ...EditablePlayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleBlog($id: ID!, $publishAt: DateTimeISO, $unpublishAt: DateTimeISO) {\n    scheduleBlog(id: $id, publishAt: $publishAt, unpublishAt: $unpublishAt) {\n      ...EditableBlogFields\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleBlog($id: ID!, $publishAt: DateTimeISO, $unpublishAt: DateTimeISO) {\n    scheduleBlog(id: $id, publishAt: $publishAt, unpublishAt: $unpublishAt) {\n      ...EditableBlogFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SchedulePage($kind: PageKind!, $publishAt: DateTimeISO) {\n    schedulePage(kind: $kind, publishAt: $publishAt) {\n      ...EditableAboutFields\n    }\n  }\n"): (typeof documents)["\n  mutation SchedulePage($kind: PageKind!, $publishAt: DateTimeISO) {\n    schedulePage(kind: $kind, publishAt: $publishAt) {\n      ...EditableAboutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PreviewLinkFields on PreviewLink {\n    id\n    createdBy\n    createdAt\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment PreviewLinkFields on PreviewLink {\n    id\n    createdBy\n    createdAt\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewLinks($kind: PreviewKind!, $id: ID!) {\n    previewLinks(kind: $kind, id: $id) {\n      ...PreviewLinkFields\n    }\n  }\n"): (typeof documents)["\n  query PreviewLinks($kind: PreviewKind!, $id: ID!) {\n    previewLinks(kind: $kind, id: $id) {\n      ...PreviewLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePreviewLink($kind: PreviewKind!, $id: ID!) {\n    createPreviewLink(kind: $kind, id: $id) {\n      url\n      link {\n        ...PreviewLinkFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePreviewLink($kind: PreviewKind!, $id: ID!) {\n    createPreviewLink(kind: $kind, id: $id) {\n      url\n      link {\n        ...PreviewLinkFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokePreviewLink($id: ID!) {\n    revokePreviewLink(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokePreviewLink($id: ID!) {\n    revokePreviewLink(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users {\n    users(perPage: 200) {\n      items {\n        id\n        name\n        email\n        role\n        createdAt\n        hasSecondStep\n      }\n    }\n  }\n"): (typeof documents)["\n  query Users {\n    users(perPage: 200) {\n      items {\n        id\n        name\n        email\n        role\n        createdAt\n        hasSecondStep\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditableVenueFields on Venue {\n    ...VenueFields\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment EditableVenueFields on Venue {\n    ...VenueFields\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VenueSeatPlanFields on Venue {\n    seatPlan {\n      sections {\n        name\n        rows {\n          label\n          seats {\n            number\n            kind\n            note\n            companionFor\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment VenueSeatPlanFields on Venue {\n    seatPlan {\n      sections {\n        name\n        rows {\n          label\n          seats {\n            number\n            kind\n            note\n            companionFor\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminVenue($slug: String!) {\n    venue(slug: $slug) {\n      ...EditableVenueFields\n      ...VenueSeatPlanFields\n    }\n  }\n"): (typeof documents)["\n  query AdminVenue($slug: String!) {\n    venue(slug: $slug) {\n      ...EditableVenueFields\n      ...VenueSeatPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminVenues {\n    venues {\n      ...EditableVenueFields\n      seats\n    }\n  }\n"): (typeof documents)["\n  query AdminVenues {\n    venues {\n      ...EditableVenueFields\n      seats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVenue($input: VenueDetailsInput!) {\n    createVenue(input: $input) {\n      ...EditableVenueFields\n      ...VenueSeatPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVenue($input: VenueDetailsInput!) {\n    createVenue(input: $input) {\n      ...EditableVenueFields\n      ...VenueSeatPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVenue($id: ID!, $input: VenueDetailsInput!) {\n    updateVenue(id: $id, input: $input) {\n      ...EditableVenueFields\n      ...VenueSeatPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVenue($id: ID!, $input: VenueDetailsInput!) {\n    updateVenue(id: $id, input: $input) {\n      ...EditableVenueFields\n      ...VenueSeatPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVenue($id: ID!) {\n    deleteVenue(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteVenue($id: ID!) {\n    deleteVenue(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      name\n      email\n      role\n      hasSecondStep\n      authenticatorAppOn\n      mustSetUpSecondStep\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      name\n      email\n      role\n      hasSecondStep\n      authenticatorAppOn\n      mustSetUpSecondStep\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        role\n      }\n      needsSecondStep\n      ticket\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        role\n      }\n      needsSecondStep\n      ticket\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"): (typeof documents)["\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sessions {\n    sessions {\n      id\n      device\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query Sessions {\n    sessions {\n      id\n      device\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n"): (typeof documents)["\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginSecondStep($ticket: String!, $code: String!) {\n    loginSecondStep(ticket: $ticket, code: $code) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginSecondStep($ticket: String!, $code: String!) {\n    loginSecondStep(ticket: $ticket, code: $code) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n"): (typeof documents)["\n  mutation StartPasskeySignIn {\n    startPasskeySignIn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithPasskey($response: String!) {\n    signInWithPasskey(response: $response) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInWithPasskey($response: String!) {\n    signInWithPasskey(response: $response) {\n      token\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n"): (typeof documents)["\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPasskey($input: PasskeyInput!) {\n    addPasskey(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AddPasskey($input: PasskeyInput!) {\n    addPasskey(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAuthenticatorSetUp {\n    startAuthenticatorSetUp {\n      secret\n      uri\n      qrCodeSvg\n    }\n  }\n"): (typeof documents)["\n  mutation StartAuthenticatorSetUp {\n    startAuthenticatorSetUp {\n      secret\n      uri\n      qrCodeSvg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmAuthenticator($code: String!) {\n    confirmAuthenticator(code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmAuthenticator($code: String!) {\n    confirmAuthenticator(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TurnOffAuthenticator($code: String!) {\n    turnOffAuthenticator(code: $code)\n  }\n"): (typeof documents)["\n  mutation TurnOffAuthenticator($code: String!) {\n    turnOffAuthenticator(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmItsYou($password: String, $code: String) {\n    confirmItsYou(password: $password, code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmItsYou($password: String, $code: String) {\n    confirmItsYou(password: $password, code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartConfirmItsYouWithPasskey {\n    startConfirmItsYouWithPasskey\n  }\n"): (typeof documents)["\n  mutation StartConfirmItsYouWithPasskey {\n    startConfirmItsYouWithPasskey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmItsYouWithPasskey($response: String!) {\n    confirmItsYouWithPasskey(response: $response)\n  }\n"): (typeof documents)["\n  mutation ConfirmItsYouWithPasskey($response: String!) {\n    confirmItsYouWithPasskey(response: $response)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogList {\n    blogs(limit: 100) {\n      items {\n        ...BlogListingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogList {\n    blogs(limit: 100) {\n      items {\n        ...BlogListingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPage($slug: String!) {\n    blog(slug: $slug) {\n      ...BlogListingFields\n      images {\n        ...GalleryImageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogPage($slug: String!) {\n    blog(slug: $slug) {\n      ...BlogListingFields\n      images {\n        ...GalleryImageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogFields on Blog {\n    id\n    slug\n    title\n    author\n    body\n    order\n    mainimage\n    mainimageDescription\n  }\n"): (typeof documents)["\n  fragment BlogFields on Blog {\n    id\n    slug\n    title\n    author\n    body\n    order\n    mainimage\n    mainimageDescription\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogListingFields on Blog {\n    ...BlogFields\n    createdAt\n    mainimageSizes {\n      width\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment BlogListingFields on Blog {\n    ...BlogFields\n    createdAt\n    mainimageSizes {\n      width\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingVenueFields on Venue {\n    id\n    slug\n    name\n    address\n    stepFree\n    wheelchairSpaces\n    hearingLoop\n    accessibleToilets\n    parking\n    publicTransport\n    accessNotes\n  }\n"): (typeof documents)["\n  fragment BookingVenueFields on Venue {\n    id\n    slug\n    name\n    address\n    stepFree\n    wheelchairSpaces\n    hearingLoop\n    accessibleToilets\n    parking\n    publicTransport\n    accessNotes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingPage($performanceId: ID!) {\n    playOfPerformance(performanceId: $performanceId) {\n      id\n      slug\n      title\n      performances {\n        id\n        startsAt\n        endsAt\n        status\n        remaining\n        note\n        venue {\n          ...BookingVenueFields\n        }\n        sales {\n          capacity\n          reserved\n          ticketTypes {\n            name\n            pricePence\n            restrictedPricePence\n            note\n          }\n          onSaleFrom\n          onSaleUntil\n          holdMinutes\n          maxPerOrder\n          payment\n          cancelUntilHours\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingPage($performanceId: ID!) {\n    playOfPerformance(performanceId: $performanceId) {\n      id\n      slug\n      title\n      performances {\n        id\n        startsAt\n        endsAt\n        status\n        remaining\n        note\n        venue {\n          ...BookingVenueFields\n        }\n        sales {\n          capacity\n          reserved\n          ticketTypes {\n            name\n            pricePence\n            restrictedPricePence\n            note\n          }\n          onSaleFrom\n          onSaleUntil\n          holdMinutes\n          maxPerOrder\n          payment\n          cancelUntilHours\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Availability($performanceId: ID!) {\n    availability(performanceId: $performanceId) {\n      performanceId\n      remaining\n      capacity\n      status\n    }\n  }\n"): (typeof documents)["\n  query Availability($performanceId: ID!) {\n    availability(performanceId: $performanceId) {\n      performanceId\n      remaining\n      capacity\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AvailabilityChanged($performanceId: ID!) {\n    availabilityChanged(performanceId: $performanceId) {\n      performanceId\n      remaining\n      capacity\n      status\n      seats {\n        id\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AvailabilityChanged($performanceId: ID!) {\n    availabilityChanged(performanceId: $performanceId) {\n      performanceId\n      remaining\n      capacity\n      status\n      seats {\n        id\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HoldTickets($performanceId: ID!, $quantity: Int, $seatIds: [ID!], $withoutCompanion: Boolean) {\n    holdTickets(performanceId: $performanceId, quantity: $quantity, seatIds: $seatIds, withoutCompanion: $withoutCompanion) {\n      id\n      token\n      expiresAt\n      quantity\n      seatIds\n      seats {\n        id\n        restricted\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HoldTickets($performanceId: ID!, $quantity: Int, $seatIds: [ID!], $withoutCompanion: Boolean) {\n    holdTickets(performanceId: $performanceId, quantity: $quantity, seatIds: $seatIds, withoutCompanion: $withoutCompanion) {\n      id\n      token\n      expiresAt\n      quantity\n      seatIds\n      seats {\n        id\n        restricted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeatPlan($performanceId: ID!) {\n    seatPlan(performanceId: $performanceId) {\n      performanceId\n      companionSeatsOpenAt\n      sections {\n        name\n        rows {\n          label\n          seats {\n            id\n            label\n            number\n            kind\n            state\n            note\n            companionId\n            column\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SeatPlan($performanceId: ID!) {\n    seatPlan(performanceId: $performanceId) {\n      performanceId\n      companionSeatsOpenAt\n      sections {\n        name\n        rows {\n          label\n          seats {\n            id\n            label\n            number\n            kind\n            state\n            note\n            companionId\n            column\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Hold($id: ID!, $token: String!) {\n    hold(id: $id, token: $token) {\n      id\n      expiresAt\n      quantity\n      seats {\n        id\n        restricted\n      }\n    }\n  }\n"): (typeof documents)["\n  query Hold($id: ID!, $token: String!) {\n    hold(id: $id, token: $token) {\n      id\n      expiresAt\n      quantity\n      seats {\n        id\n        restricted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleaseHold($id: ID!, $token: String!) {\n    releaseHold(id: $id, token: $token)\n  }\n"): (typeof documents)["\n  mutation ReleaseHold($id: ID!, $token: String!) {\n    releaseHold(id: $id, token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($holdId: ID!, $holdToken: String!, $buyer: BuyerInput!, $tickets: [TicketChoiceInput!]!) {\n    placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: $buyer, tickets: $tickets) {\n      reference\n      status\n      total\n      ticketsUrl\n      checkoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($holdId: ID!, $holdToken: String!, $buyer: BuyerInput!, $tickets: [TicketChoiceInput!]!) {\n    placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: $buyer, tickets: $tickets) {\n      reference\n      status\n      total\n      ticketsUrl\n      checkoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketsPage($token: String!) {\n    booking(token: $token) {\n      reference\n      status\n      buyerName\n      total\n      toPayAtDoor\n      performanceId\n      playTitle\n      playSlug\n      startsAt\n      endsAt\n      venueId\n      tickets {\n        type\n        pricePence\n        code\n        qrSvg\n        admittedAt\n      }\n      canCancel\n      cancelUntil\n    }\n    venues {\n      ...BookingVenueFields\n    }\n  }\n"): (typeof documents)["\n  query TicketsPage($token: String!) {\n    booking(token: $token) {\n      reference\n      status\n      buyerName\n      total\n      toPayAtDoor\n      performanceId\n      playTitle\n      playSlug\n      startsAt\n      endsAt\n      venueId\n      tickets {\n        type\n        pricePence\n        code\n        qrSvg\n        admittedAt\n      }\n      canCancel\n      cancelUntil\n    }\n    venues {\n      ...BookingVenueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWaitlist($performanceId: ID!, $email: String!, $quantity: Int!) {\n    joinWaitlist(performanceId: $performanceId, email: $email, quantity: $quantity)\n  }\n"): (typeof documents)["\n  mutation JoinWaitlist($performanceId: ID!, $email: String!, $quantity: Int!) {\n    joinWaitlist(performanceId: $performanceId, email: $email, quantity: $quantity)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage($blogs: Int!) {\n    heroImages {\n      id\n      url\n      caption\n      sizes {\n        width\n        url\n      }\n    }\n    featuredPlay {\n      ...PlayListingFields\n    }\n    homepagePlays {\n      ...PlayListingFields\n    }\n    auditionPlays {\n      id\n      slug\n      title\n      blurb\n      blurbExcerpt\n    }\n    blogs(limit: $blogs) {\n      items {\n        id\n        slug\n        title\n        author\n        order\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage($blogs: Int!) {\n    heroImages {\n      id\n      url\n      caption\n      sizes {\n        width\n        url\n      }\n    }\n    featuredPlay {\n      ...PlayListingFields\n    }\n    homepagePlays {\n      ...PlayListingFields\n    }\n    auditionPlays {\n      id\n      slug\n      title\n      blurb\n      blurbExcerpt\n    }\n    blogs(limit: $blogs) {\n      items {\n        id\n        slug\n        title\n        author\n        order\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($input: MessageInput!) {\n    sendMessage(input: $input) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($input: MessageInput!) {\n    sendMessage(input: $input) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteContact {\n    site {\n      contactEmail\n    }\n  }\n"): (typeof documents)["\n  query SiteContact {\n    site {\n      contactEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToNewsletter($input: SubscribeInput!) {\n    subscribeToNewsletter(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubscribeToNewsletter($input: SubscribeInput!) {\n    subscribeToNewsletter(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Newsletter {\n    newsletter {\n      confirmed\n      unconfirmed\n      issues {\n        sent\n        failed\n        pending\n        issue {\n          id\n          subject\n          recipients\n          startedBy\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Newsletter {\n    newsletter {\n      confirmed\n      unconfirmed\n      issues {\n        sent\n        failed\n        pending\n        issue {\n          id\n          subject\n          recipients\n          startedBy\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNewsletter {\n    sendNewsletter {\n      sent\n      failed\n      pending\n      issue {\n        id\n        recipients\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendNewsletter {\n    sendNewsletter {\n      sent\n      failed\n      pending\n      issue {\n        id\n        recipients\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveNewsletterSubscriber($email: String!) {\n    removeNewsletterSubscriber(email: $email)\n  }\n"): (typeof documents)["\n  mutation RemoveNewsletterSubscriber($email: String!) {\n    removeNewsletterSubscriber(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutPage {\n    about {\n      ...AboutPageFields\n    }\n  }\n"): (typeof documents)["\n  query AboutPage {\n    about {\n      ...AboutPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CombinationsPage {\n    combinations {\n      ...TextPageFields\n    }\n  }\n"): (typeof documents)["\n  query CombinationsPage {\n    combinations {\n      ...TextPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactPage {\n    contact {\n      ...TextPageFields\n    }\n    site {\n      contactEmail\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n    auditionPlays {\n      id\n      slug\n      title\n    }\n  }\n"): (typeof documents)["\n  query ContactPage {\n    contact {\n      ...TextPageFields\n    }\n    site {\n      contactEmail\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n    auditionPlays {\n      id\n      slug\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AboutPageFields on AboutPage {\n    id\n    text\n    committeeMembers\n  }\n"): (typeof documents)["\n  fragment AboutPageFields on AboutPage {\n    id\n    text\n    committeeMembers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TextPageFields on TextPage {\n    id\n    text\n  }\n"): (typeof documents)["\n  fragment TextPageFields on TextPage {\n    id\n    text\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonPage($slug: String!) {\n    person(slug: $slug) {\n      id\n      slug\n      name\n      bio\n      photo\n      credits {\n        kind\n        role\n        year\n        play {\n          id\n          slug\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonPage($slug: String!) {\n    person(slug: $slug) {\n      id\n      slug\n      name\n      bio\n      photo\n      credits {\n        kind\n        role\n        year\n        play {\n          id\n          slug\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Auditions {\n    auditionPlays {\n      ...PlayListingFields\n    }\n  }\n"): (typeof documents)["\n  query Auditions {\n    auditionPlays {\n      ...PlayListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayPage($slug: String!) {\n    play(slug: $slug) {\n      ...PlayListingFields\n      ...PlayCreditsFields\n      ...PlayAudienceFields\n      performances {\n        ...PerformanceTicketsFields\n      }\n      images {\n        ...GalleryImageFields\n      }\n      galleryCover\n    }\n    site {\n      url\n    }\n  }\n"): (typeof documents)["\n  query PlayPage($slug: String!) {\n    play(slug: $slug) {\n      ...PlayListingFields\n      ...PlayCreditsFields\n      ...PlayAudienceFields\n      performances {\n        ...PerformanceTicketsFields\n      }\n      images {\n        ...GalleryImageFields\n      }\n      galleryCover\n    }\n    site {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayFields on Play {\n    id\n    slug\n    title\n    message\n    blurb\n    blurbExcerpt\n    buylink\n    status\n    mainimage\n    mainimageDescription\n    dates {\n      startdate\n      displayedText {\n        title\n        description\n        startdate\n      }\n    }\n    venues {\n      id\n      name\n      address\n      maplink\n    }\n    prices {\n      id\n      title\n      price\n    }\n  }\n"): (typeof documents)["\n  fragment PlayFields on Play {\n    id\n    slug\n    title\n    message\n    blurb\n    blurbExcerpt\n    buylink\n    status\n    mainimage\n    mainimageDescription\n    dates {\n      startdate\n      displayedText {\n        title\n        description\n        startdate\n      }\n    }\n    venues {\n      id\n      name\n      address\n      maplink\n    }\n    prices {\n      id\n      title\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayListingFields on Play {\n    ...PlayFields\n    mainimageSizes {\n      width\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment PlayListingFields on Play {\n    ...PlayFields\n    mainimageSizes {\n      width\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VideoFields on Video {\n    url\n    title\n    site\n    thumbnailStatus\n    thumbnail {\n      url\n      width\n      height\n      sizes {\n        width\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment VideoFields on Video {\n    url\n    title\n    site\n    thumbnailStatus\n    thumbnail {\n      url\n      width\n      height\n      sizes {\n        width\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayCreditsFields on Play {\n    authorBilling\n    licenceNotice\n    videolinks\n    captionedVideolinks\n    videos {\n      ...VideoFields\n    }\n    reviews {\n      id\n      reviewer\n      text\n    }\n    productionteam {\n      title\n      members {\n        order\n        role\n        name\n        personSlug\n      }\n    }\n    castlist {\n      title\n      members {\n        order\n        charactername\n        realname\n        personSlug\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PlayCreditsFields on Play {\n    authorBilling\n    licenceNotice\n    videolinks\n    captionedVideolinks\n    videos {\n      ...VideoFields\n    }\n    reviews {\n      id\n      reviewer\n      text\n    }\n    productionteam {\n      title\n      members {\n        order\n        role\n        name\n        personSlug\n      }\n    }\n    castlist {\n      title\n      members {\n        order\n        charactername\n        realname\n        personSlug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PerformanceFields on Performance {\n    id\n    startsAt\n    endsAt\n    status\n    access\n    accessNote\n    bookingLink\n    note\n    postponedTo\n    venue {\n      id\n      slug\n      name\n      address\n    }\n  }\n"): (typeof documents)["\n  fragment PerformanceFields on Performance {\n    id\n    startsAt\n    endsAt\n    status\n    access\n    accessNote\n    bookingLink\n    note\n    postponedTo\n    venue {\n      id\n      slug\n      name\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PerformanceTicketsFields on Performance {\n    id\n    remaining\n    sales {\n      payment\n    }\n  }\n"): (typeof documents)["\n  fragment PerformanceTicketsFields on Performance {\n    id\n    remaining\n    sales {\n      payment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayAudienceFields on Play {\n    performances {\n      ...PerformanceFields\n    }\n    runningTime\n    intervals\n    ageGuidance\n    contentWarnings\n    contentNotes\n  }\n"): (typeof documents)["\n  fragment PlayAudienceFields on Play {\n    performances {\n      ...PerformanceFields\n    }\n    runningTime\n    intervals\n    ageGuidance\n    contentWarnings\n    contentNotes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WhatsOnListFields on WhatsOn {\n    currentPlays {\n      ...PlayListingFields\n      performances {\n        ...PerformanceFields\n        ...PerformanceTicketsFields\n      }\n    }\n    upcomingPlays {\n      ...PlayListingFields\n      performances {\n        ...PerformanceFields\n        ...PerformanceTicketsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WhatsOnListFields on WhatsOn {\n    currentPlays {\n      ...PlayListingFields\n      performances {\n        ...PerformanceFields\n        ...PerformanceTicketsFields\n      }\n    }\n    upcomingPlays {\n      ...PlayListingFields\n      performances {\n        ...PerformanceFields\n        ...PerformanceTicketsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllPlays {\n    plays(perPage: 500) {\n      items {\n        id\n        slug\n        title\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllPlays {\n    plays(perPage: 500) {\n      items {\n        id\n        slug\n        title\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviousProductions($page: Int!) {\n    previousProductions(page: $page) {\n      page\n      pages\n      total\n      items {\n        id\n        slug\n        title\n        blurb\n        blurbExcerpt\n        mainimage\n        mainimageSizes {\n          width\n          url\n        }\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreviousProductions($page: Int!) {\n    previousProductions(page: $page) {\n      page\n      pages\n      total\n      items {\n        id\n        slug\n        title\n        blurb\n        blurbExcerpt\n        mainimage\n        mainimageSizes {\n          width\n          url\n        }\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewPage($slug: String!, $index: Int!) {\n    review(playSlug: $slug, index: $index) {\n      reviewer\n      text\n      playslug\n      playtitle\n    }\n  }\n"): (typeof documents)["\n  query ReviewPage($slug: String!, $index: Int!) {\n    review(playSlug: $slug, index: $index) {\n      reviewer\n      text\n      playslug\n      playtitle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhatsOn($access: String, $venue: String) {\n    whatsOn(access: $access, venue: $venue) {\n      ...WhatsOnListFields\n    }\n    venues {\n      id\n      slug\n      name\n    }\n    site {\n      url\n      calendarUrl\n    }\n  }\n"): (typeof documents)["\n  query WhatsOn($access: String, $venue: String) {\n    whatsOn(access: $access, venue: $venue) {\n      ...WhatsOnListFields\n    }\n    venues {\n      id\n      slug\n      name\n    }\n    site {\n      url\n      calendarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Preview($token: String!) {\n    preview(token: $token) {\n      kind\n      pageKind\n      play {\n        ...PlayListingFields\n        ...PlayCreditsFields\n        ...PlayAudienceFields\n        images {\n          ...GalleryImageFields\n        }\n        galleryCover\n      }\n      blog {\n        ...BlogListingFields\n        images {\n          ...GalleryImageFields\n        }\n      }\n      page {\n        text\n        committeeMembers\n      }\n    }\n  }\n"): (typeof documents)["\n  query Preview($token: String!) {\n    preview(token: $token) {\n      kind\n      pageKind\n      play {\n        ...PlayListingFields\n        ...PlayCreditsFields\n        ...PlayAudienceFields\n        images {\n          ...GalleryImageFields\n        }\n        galleryCover\n      }\n      blog {\n        ...BlogListingFields\n        images {\n          ...GalleryImageFields\n        }\n      }\n      page {\n        text\n        committeeMembers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgrammePage($slug: String!) {\n    programme(slug: $slug) {\n      url\n      play {\n        id\n        slug\n        title\n        authorBilling\n        licenceNotice\n        mainimage\n        mainimageSizes {\n          width\n          url\n        }\n        performances {\n          id\n          startsAt\n          status\n          venue {\n            id\n            name\n          }\n        }\n        productionteam {\n          title\n        }\n        castlist {\n          title\n        }\n        programme {\n          ...ProgrammeContentFields\n        }\n      }\n      cast {\n        role\n        name\n        personSlug\n        photo\n        bio\n      }\n      team {\n        role\n        name\n        personSlug\n        photo\n        bio\n      }\n      comingUp {\n        id\n        slug\n        title\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProgrammePage($slug: String!) {\n    programme(slug: $slug) {\n      url\n      play {\n        id\n        slug\n        title\n        authorBilling\n        licenceNotice\n        mainimage\n        mainimageSizes {\n          width\n          url\n        }\n        performances {\n          id\n          startsAt\n          status\n          venue {\n            id\n            name\n          }\n        }\n        productionteam {\n          title\n        }\n        castlist {\n          title\n        }\n        programme {\n          ...ProgrammeContentFields\n        }\n      }\n      cast {\n        role\n        name\n        personSlug\n        photo\n        bio\n      }\n      team {\n        role\n        name\n        personSlug\n        photo\n        bio\n      }\n      comingUp {\n        id\n        slug\n        title\n        dates {\n          startdate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgrammeContentFields on PlayProgramme {\n    directorsNote\n    scenes {\n      id\n      title\n      detail\n    }\n    sponsors {\n      id\n      name\n      logo\n      link\n    }\n  }\n"): (typeof documents)["\n  fragment ProgrammeContentFields on PlayProgramme {\n    directorsNote\n    scenes {\n      id\n      title\n      detail\n    }\n    sponsors {\n      id\n      name\n      logo\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayProgrammeFields on Play {\n    licenceNotice\n    authorBilling\n    programme {\n      ...ProgrammeContentFields\n    }\n    productionteam {\n      members {\n        programmeBio\n      }\n    }\n    castlist {\n      members {\n        programmeBio\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PlayProgrammeFields on Play {\n    licenceNotice\n    authorBilling\n    programme {\n      ...ProgrammeContentFields\n    }\n    productionteam {\n      members {\n        programmeBio\n      }\n    }\n    castlist {\n      members {\n        programmeBio\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPage($query: String!, $page: Int!) {\n    search(query: $query, page: $page) {\n      query\n      page\n      pages\n      total\n      approximate\n      items {\n        __typename\n        ... on PlayHit {\n          play {\n            id\n            slug\n            title\n          }\n          extract {\n            text\n            match\n          }\n        }\n        ... on BlogHit {\n          blog {\n            id\n            slug\n            title\n          }\n          extract {\n            text\n            match\n          }\n        }\n        ... on PersonHit {\n          person {\n            id\n            slug\n            name\n          }\n          extract {\n            text\n            match\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchPage($query: String!, $page: Int!) {\n    search(query: $query, page: $page) {\n      query\n      page\n      pages\n      total\n      approximate\n      items {\n        __typename\n        ... on PlayHit {\n          play {\n            id\n            slug\n            title\n          }\n          extract {\n            text\n            match\n          }\n        }\n        ... on BlogHit {\n          blog {\n            id\n            slug\n            title\n          }\n          extract {\n            text\n            match\n          }\n        }\n        ... on PersonHit {\n          person {\n            id\n            slug\n            name\n          }\n          extract {\n            text\n            match\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopProductFields on ShopProduct {\n    id\n    name\n    slug\n    country\n    category\n    image\n    rrpPrice\n    stockTotal\n    hasStockSomewhere\n    watching\n    maxPrice\n    stock {\n      store\n      quantity\n    }\n    group {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ShopProductFields on ShopProduct {\n    id\n    name\n    slug\n    country\n    category\n    image\n    rrpPrice\n    stockTotal\n    hasStockSomewhere\n    watching\n    maxPrice\n    stock {\n      store\n      quantity\n    }\n    group {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products($country: String!, $page: Int!) {\n    countries\n    products(country: $country, page: $page) {\n      page\n      pages\n      total\n      items {\n        ...ShopProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Products($country: String!, $page: Int!) {\n    countries\n    products(country: $country, page: $page) {\n      page\n      pages\n      total\n      items {\n        ...ShopProductFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Product($country: String!, $slug: String!) {\n    product(country: $country, slug: $slug) {\n      ...ShopProductFields\n    }\n  }\n"): (typeof documents)["\n  query Product($country: String!, $slug: String!) {\n    product(country: $country, slug: $slug) {\n      ...ShopProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StockUpdated($ids: [ID!]) {\n    stockUpdated(productIds: $ids) {\n      productId\n      stockTotal\n      hasStockSomewhere\n      changes {\n        store\n        quantity\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription StockUpdated($ids: [ID!]) {\n    stockUpdated(productIds: $ids) {\n      productId\n      stockTotal\n      hasStockSomewhere\n      changes {\n        store\n        quantity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WatchToggle($input: WatchToggleInput!) {\n    watchToggle(input: $input) {\n      watching\n      maxPrice\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation WatchToggle($input: WatchToggleInput!) {\n    watchToggle(input: $input) {\n      watching\n      maxPrice\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMaxPrice($input: MaxPriceInput!) {\n    setMaxPrice(input: $input) {\n      watching\n      maxPrice\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SetMaxPrice($input: MaxPriceInput!) {\n    setMaxPrice(input: $input) {\n      watching\n      maxPrice\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenuePage($slug: String!) {\n    venue(slug: $slug) {\n      ...VenueFields\n      seats\n      wheelchairSpaceCount\n    }\n    whatsOn(venue: $slug) {\n      ...WhatsOnListFields\n    }\n    site {\n      url\n    }\n  }\n"): (typeof documents)["\n  query VenuePage($slug: String!) {\n    venue(slug: $slug) {\n      ...VenueFields\n      seats\n      wheelchairSpaceCount\n    }\n    whatsOn(venue: $slug) {\n      ...WhatsOnListFields\n    }\n    site {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VenueFields on Venue {\n    id\n    slug\n    name\n    address\n    maplink\n    stepFree\n    wheelchairSpaces\n    hearingLoop\n    accessibleToilets\n    parking\n    publicTransport\n    accessNotes\n  }\n"): (typeof documents)["\n  fragment VenueFields on Venue {\n    id\n    slug\n    name\n    address\n    maplink\n    stepFree\n    wheelchairSpaces\n    hearingLoop\n    accessibleToilets\n    parking\n    publicTransport\n    accessNotes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteFacts {\n    site {\n      name\n      address\n      charityNumber\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteFacts {\n    site {\n      name\n      address\n      charityNumber\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;