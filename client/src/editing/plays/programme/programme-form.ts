import { BIO_MAX, DIRECTORS_NOTE_MAX, LICENCE_NOTICE_MAX, PROGRAMME_LINE_MAX } from "@theatre/common/input-limits";
import * as yup from "yup";
import type { EditablePlayFieldsFragment, PlayInput } from "../../../gql/graphql";
import { oneLine } from "../../shell/fields/one-line";

/** The play editor's Programme values: the licence's words and the programme's own parts. */
export interface ProgrammeFormValues {
  licenceNotice: string;
  authorBilling: string;
  directorsNote: string;
  scenes: { id?: string; title: string; detail: string }[];
  /** `uploadIndex`: the logo's file number, so a new upload never overwrites another sponsor's logo. */
  sponsors: { id?: string; name: string; logo: string; link: string; uploadIndex: number }[];
}

export const blankScene = () => ({ title: "", detail: "" });
export const blankSponsor = (uploadIndex: number) => ({ name: "", logo: "", link: "", uploadIndex });

/** The next free logo number among the sponsors. */
export const nextLogoIndex = (sponsors: ProgrammeFormValues["sponsors"]) => Math.max(-1, ...sponsors.map((s) => s.uploadIndex)) + 1;

const logoIndex = (path: string) => Number(/logo(\d+)\.jpg$/.exec(path)?.[1] ?? -1);

export function toProgrammeForm(play: Pick<EditablePlayFieldsFragment, "licenceNotice" | "authorBilling" | "programme">): ProgrammeFormValues {
  // Sponsors without a logo get numbers no logo has.
  let free = Math.max(-1, ...play.programme.sponsors.map((s) => logoIndex(s.logo))) + 1;
  return {
    licenceNotice: play.licenceNotice,
    authorBilling: play.authorBilling,
    directorsNote: play.programme.directorsNote,
    scenes: play.programme.scenes.map(({ id, title, detail }) => ({ id, title, detail })),
    sponsors: play.programme.sponsors.map(({ id, name, logo, link }) => ({ id, name, logo, link, uploadIndex: logo ? logoIndex(logo) : free++ })),
  };
}

/** A copy this device kept before programmes existed lacks them. */
export const completeProgrammeForm = (values: Partial<ProgrammeFormValues>): ProgrammeFormValues => ({
  licenceNotice: values.licenceNotice ?? "",
  authorBilling: values.authorBilling ?? "",
  directorsNote: values.directorsNote ?? "",
  scenes: values.scenes ?? [],
  sponsors: values.sponsors ?? [],
});

export function toProgrammeInput(values: ProgrammeFormValues): Pick<PlayInput, "licenceNotice" | "authorBilling" | "programme"> {
  return {
    // Outer spaces only: the licence dictates the words.
    licenceNotice: values.licenceNotice.trim(),
    authorBilling: values.authorBilling.trim(),
    programme: {
      directorsNote: values.directorsNote.trim(),
      scenes: values.scenes.map(({ id, title, detail }) => ({ ...(id ? { id } : {}), title: title.trim(), detail: detail.trim() })),
      sponsors: values.sponsors.map(({ id, name, logo, link }) => ({ ...(id ? { id } : {}), name: name.trim(), logo, link: link.trim() })),
    },
  };
}

/** A cast or team member's biography for this production. */
export const programmeBioRule = yup.string().trim().max(BIO_MAX, `The programme biography is too long (at most ${BIO_MAX} characters)`);

/** The Programme section's rules, as the server checks them. */
export const programmeSchemaFields = {
  licenceNotice: yup.string().trim().max(LICENCE_NOTICE_MAX, `The licence notice is too long (at most ${LICENCE_NOTICE_MAX} characters)`),
  authorBilling: yup.string().trim().max(LICENCE_NOTICE_MAX, `The author's billing is too long (at most ${LICENCE_NOTICE_MAX} characters)`),
  directorsNote: yup.string().trim().max(DIRECTORS_NOTE_MAX, `The director's note is too long (at most ${DIRECTORS_NOTE_MAX} characters)`),
  scenes: yup.array(yup.object({
    title: oneLine("The scene or number").required("Name the scene or number").max(PROGRAMME_LINE_MAX, `Keep it under ${PROGRAMME_LINE_MAX} characters`),
    detail: oneLine("The detail").max(PROGRAMME_LINE_MAX, `Keep it under ${PROGRAMME_LINE_MAX} characters`),
  })),
  sponsors: yup.array(yup.object({
    name: oneLine("The name").required("The name is required").max(PROGRAMME_LINE_MAX, `Keep the name under ${PROGRAMME_LINE_MAX} characters`),
    link: yup.string().trim().matches(/^https?:\/\/\S+\.\S+/, { message: "The link must be a web address (http:// or https://)", excludeEmptyString: true }),
  })),
};
