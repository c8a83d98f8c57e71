import { useFormikContext } from "formik";
import { useState } from "react";
import { FormField } from "../../../components/ui/form-field";
import { downloadFile } from "../../shell/download";
import { ImageUpload } from "../../shell/fields/image-upload";
import { Repeatable } from "../../shell/fields/repeatable";
import type { PlayFormValues } from "../play-form";
import { blankScene, blankSponsor, nextLogoIndex } from "./programme-form";

/** The Programme section's fields and the server's names for them (the section opens on their errors). */
export const PROGRAMME_SECTION = { id: "programme", title: "Programme", fields: ["licenceNotice", "authorBilling", "programme", "directorsNote", "scenes", "sponsors"] };

/**
 * The play editor's Programme section: the licence's words, the director's note, scenes and
 * numbers, thanks and sponsors, each cast and team member's biography for this production, and the
 * programme's QR code for posters and seat cards.
 */
export function ProgrammeSection({ playId, slug }: { playId: string; slug: string }) {
  const { values, setFieldValue } = useFormikContext<PlayFormValues>();
  const members = [
    ...values.cast.map((m, i) => ({ path: `cast.${i}.programmeBio`, name: m.realname, role: m.charactername })),
    ...values.team.map((m, i) => ({ path: `team.${i}.programmeBio`, name: m.name, role: m.role })),
  ].filter((m) => m.name.trim());
  return (
    <>
      <FormField name="authorBilling" label="Author's billing" hint="As the licence words it, such as 'by William Shakespeare'; shown under the title on the play's page and the programme" />
      <FormField name="licenceNotice" label="Licence notice" hint="The rights holder's notice, such as 'By arrangement with …', exactly as the licence requires: shown on the programme, the play's page and its share text" as="textarea" rows={3} />
      <FormField name="directorsNote" label="Director's note" hint="Plain text; leave a blank line between paragraphs" as="textarea" rows={6} />
      <Repeatable name="scenes" legend="Scenes and musical numbers" itemLabel="scene or number" blank={blankScene}>
        {(p) => (
          <>
            <FormField name={`${p}.title`} label="Scene or number" hint="Such as 'Act 1, Scene 2: Olivia's house' or 'O Mistress Mine'" />
            <FormField name={`${p}.detail`} label="Detail (optional)" hint="Who sings it, or where it is set" />
          </>
        )}
      </Repeatable>
      <Repeatable name="sponsors" legend="Thanks and sponsors" itemLabel="thank-you" blank={() => blankSponsor(nextLogoIndex(values.sponsors))}>
        {(p, index, item) => (
          <>
            <FormField name={`${p}.name`} label="Name" />
            <FormField name={`${p}.link`} label="Website (optional)" type="url" />
            <ImageUpload owner="plays" itemId={playId} imageKey="logo" index={item.uploadIndex} label={`Logo ${index + 1} (optional)`} value={item.logo} onChange={(url) => void setFieldValue(`${p}.logo`, url)} />
          </>
        )}
      </Repeatable>
      {members.length > 0 && (
        <fieldset className="group">
          <legend>Biographies for this production</legend>
          <p className="hint">Empty: the programme prints the person's own programme biography (People), else their biography. Write one here only when it differs for this production.</p>
          {members.map((m) => <FormField key={m.path} name={m.path} label={`${m.name}${m.role ? ` (${m.role})` : ""}`} as="textarea" rows={3} />)}
        </fieldset>
      )}
      <ProgrammeQrCode playId={playId} slug={slug} />
    </>
  );
}

/** Downloads of the programme's QR code, for posters (SVG scales to any size) and seat cards. */
function ProgrammeQrCode({ playId, slug }: { playId: string; slug: string }) {
  const [refused, setRefused] = useState<number | null>(null);
  const download = async (format: "svg" | "png") => setRefused(await downloadFile(`/api/plays/${playId}/programme-qr.${format}`, `${slug}-programme-qr.${format}`));
  return (
    <fieldset className="group">
      <legend>QR code</legend>
      <p className="hint">
        Leads to the programme at <a href={`/${slug}/programme`} target="_blank" rel="noopener noreferrer">/{slug}/programme<span className="visually-hidden"> (opens in a new tab)</span></a> once the play is published. Save a new url first: the code holds the saved one.
      </p>
      <div className="buttons">
        <button type="button" className="secondary-button" onClick={() => void download("svg")}>Download QR code (SVG)</button>
        <button type="button" className="secondary-button" onClick={() => void download("png")}>Download QR code (PNG)</button>
      </div>
      {refused !== null && <p className="field-error" role="alert">The QR code could not be downloaded (error {refused}).</p>}
    </fieldset>
  );
}
