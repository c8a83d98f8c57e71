import { graphql } from "../../../gql";

export const SchedulePlayMutation = graphql(`
  mutation SchedulePlay($id: ID!, $publishAt: DateTimeISO, $unpublishAt: DateTimeISO) {
    schedulePlay(id: $id, publishAt: $publishAt, unpublishAt: $unpublishAt) {
      ...EditablePlayFields
    }
  }
`);

export const ScheduleBlogMutation = graphql(`
  mutation ScheduleBlog($id: ID!, $publishAt: DateTimeISO, $unpublishAt: DateTimeISO) {
    scheduleBlog(id: $id, publishAt: $publishAt, unpublishAt: $unpublishAt) {
      ...EditableBlogFields
    }
  }
`);

export const SchedulePageMutation = graphql(`
  mutation SchedulePage($kind: PageKind!, $publishAt: DateTimeISO) {
    schedulePage(kind: $kind, publishAt: $publishAt) {
      ...EditableAboutFields
    }
  }
`);
