import { registerEnumType } from "type-graphql";

/** What an audience may want to know before it books, from a fixed list (free text beside it). */
export enum ContentWarning {
  strobe = "strobe",
  haze = "haze",
  loudnoises = "loudnoises",
  gunshots = "gunshots",
  stronglanguage = "stronglanguage",
  violence = "violence",
  sexualcontent = "sexualcontent",
  smoking = "smoking",
  themes = "themes",
}

registerEnumType(ContentWarning, {
  name: "ContentWarning",
  description: "A content warning of a play",
  valuesConfig: {
    strobe: { description: "Strobe lighting" },
    haze: { description: "Haze or smoke effects" },
    loudnoises: { description: "Loud or sudden noises, such as bangs and crashes" },
    gunshots: { description: "Gunshots, fired on stage or heard as sound effects" },
    stronglanguage: { description: "Strong language: swearing and offensive words" },
    violence: { description: "Violence, fighting or injury shown on stage" },
    sexualcontent: { description: "Sexual content: scenes or talk of a sexual nature" },
    smoking: { description: "Smoking on stage" },
    themes: { description: "Themes some may find difficult (contentNotes says which)" },
  },
});
