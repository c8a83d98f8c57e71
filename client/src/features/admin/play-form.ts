import * as yup from "yup";
import type { EditablePlayFieldsFragment, PlayInput } from "../../gql/graphql";
import type { PlayViewData } from "../plays/play-view";

export const STATUSES = ["featured", "current", "upcoming", "homepage", "audition", "previousproduction"] as const;

/** The play editor's values: the play as editable text. */
export interface PlayFormValues {
  title: string;
  slug: string;
  mainimage: string;
  message: string;
  blurb: string;
  blurbExcerpt: string;
  buylink: string;
  status: string[];
  auditionEmailRecipient: string;
  startdate: string;
  displayedText: { title: string; description: string; startdate: string }[];
  venues: { id?: string; name: string; address: string; maplink: string }[];
  prices: { id?: string; title: string; price: string }[];
  images: { id?: string; photo: string; caption: string; uploadIndex: number }[];
  videolinks: { url: string }[];
  reviews: { id?: string; reviewer: string; text: string }[];
  teamTitle: string;
  team: { role: string; name: string }[];
  castTitle: string;
  cast: { charactername: string; realname: string }[];
}

/** "2027-05-01T19:30" for a datetime-local input, in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value (the browser's time zone) as an ISO instant; null when empty. */
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/** The number in a stored photo's name (photo3.jpg → 3). */
export const photoIndex = (path: string) => Number(/photo(\d+)\.jpg$/.exec(path)?.[1] ?? -1);

export function toPlayForm(play: EditablePlayFieldsFragment): PlayFormValues {
  return {
    title: play.title,
    slug: play.slug,
    mainimage: play.mainimage,
    message: play.message,
    blurb: play.blurb,
    blurbExcerpt: play.blurbExcerpt,
    buylink: play.buylink,
    status: [...play.status],
    auditionEmailRecipient: play.auditionEmailRecipient ?? "",
    startdate: toLocalInput(play.dates.startdate),
    displayedText: play.dates.displayedText.map((d) => ({ title: d.title, description: d.description, startdate: toLocalInput(d.startdate) })),
    venues: play.venues.map(({ id, name, address, maplink }) => ({ id, name, address, maplink })),
    prices: play.prices.map(({ id, title, price }) => ({ id, title, price: String(price) })),
    images: play.images.map(({ id, photo, caption }) => ({ id, photo, caption, uploadIndex: photoIndex(photo) })),
    videolinks: play.videolinks.map((url) => ({ url })),
    reviews: play.reviews.map(({ id, reviewer, text }) => ({ id, reviewer, text })),
    teamTitle: play.productionteam.title,
    team: [...play.productionteam.members].sort((a, b) => a.order - b.order).map(({ role, name }) => ({ role, name })),
    castTitle: play.castlist.title,
    cast: [...play.castlist.members].sort((a, b) => a.order - b.order).map(({ charactername, realname }) => ({ charactername, realname })),
  };
}

export function toPlayInput(values: PlayFormValues, version: number): PlayInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    mainimage: values.mainimage,
    message: values.message.trim(),
    blurb: values.blurb,
    blurbExcerpt: values.blurbExcerpt.trim(),
    buylink: values.buylink.trim(),
    status: values.status as PlayInput["status"],
    auditionEmailRecipient: values.auditionEmailRecipient.trim(),
    dates: {
      startdate: fromLocalInput(values.startdate),
      displayedText: values.displayedText.map((d) => ({ title: d.title.trim(), description: d.description.trim(), startdate: fromLocalInput(d.startdate) })),
    },
    venues: values.venues,
    prices: values.prices.map((p) => ({ id: p.id, title: p.title.trim(), price: Number(p.price) })),
    images: values.images.filter((i) => i.photo).map(({ id, photo, caption }) => ({ id, photo, caption: caption.trim() })),
    videolinks: values.videolinks.map((v) => v.url.trim()).filter(Boolean),
    reviews: values.reviews,
    productionteam: { title: values.teamTitle.trim(), members: values.team.map((m, order) => ({ order, role: m.role.trim(), name: m.name.trim() })) },
    castlist: { title: values.castTitle.trim(), members: values.cast.map((m, order) => ({ order, charactername: m.charactername.trim(), realname: m.realname.trim() })) },
    version,
  };
}

/** The form's current values in the shape the public play page draws (the editor's Preview). */
export function toPlayView(values: PlayFormValues, id: string): PlayViewData {
  const input = toPlayInput(values, 0);
  return {
    id,
    slug: input.slug,
    title: input.title,
    message: input.message ?? "",
    blurb: input.blurb ?? "",
    blurbExcerpt: input.blurbExcerpt ?? "",
    buylink: input.buylink ?? "",
    status: input.status ?? [],
    mainimage: input.mainimage ?? "",
    mainimageSizes: [],
    dates: {
      startdate: input.dates?.startdate ?? null,
      displayedText: (input.dates?.displayedText ?? []).map((d) => ({ title: d.title, description: d.description, startdate: d.startdate ?? null })),
    },
    venues: values.venues.map((v, i) => ({ id: v.id ?? `new-venue-${i}`, name: v.name.trim(), address: v.address.trim(), maplink: v.maplink.trim() })),
    prices: values.prices.filter((p) => p.price.trim() !== "" && Number.isFinite(Number(p.price))).map((p, i) => ({ id: p.id ?? `new-price-${i}`, title: p.title.trim(), price: Number(p.price) })),
    videolinks: input.videolinks ?? [],
    reviews: values.reviews.map((r, i) => ({ id: r.id ?? `new-review-${i}`, reviewer: r.reviewer.trim(), text: r.text.trim() })),
    productionteam: { title: input.productionteam?.title ?? "", members: input.productionteam?.members ?? [] },
    castlist: { title: input.castlist?.title ?? "", members: input.castlist?.members ?? [] },
    images: values.images.filter((i) => i.photo).map((image, i) => ({ id: image.id ?? `new-photo-${i}`, photo: image.photo, caption: image.caption.trim(), sizes: [] })),
  };
}

const atLeast3 = (what: string) => yup.string().trim().min(3, `${what} needs at least 3 characters`);
const optional3 = (what: string) => yup.string().trim().test("min3", `${what} needs at least 3 characters`, (v) => !v || v.length >= 3);
const webAddress = (what: string) => yup.string().trim().matches(/^https?:\/\/\S+\.\S+/, { message: `${what} must be a web address (http:// or https://)`, excludeEmptyString: true });

/** The play editor's rules (specification section 5), as the server checks them. */
export const playSchema = yup.object({
  title: atLeast3("The title").required("The title is required"),
  slug: yup.string().trim().required("The url is required").min(3, "The url needs at least 3 characters").matches(/^[A-Za-z0-9_-]+$/, "Use only letters, numbers, dashes and underscores"),
  message: optional3("The notice message"),
  blurb: optional3("The blurb"),
  blurbExcerpt: optional3("The blurb excerpt"),
  buylink: optional3("The ticket link").concat(webAddress("The ticket link")),
  auditionEmailRecipient: yup.string().trim().when("status", {
    is: (status: string[]) => status.includes("audition"),
    then: (s) => s.required("Who receives audition applications? This is required for auditions").email("Give a valid email address"),
    otherwise: (s) => s.email("Give a valid email address"),
  }),
  displayedText: yup.array(yup.object({ title: atLeast3("The title").required("The title is required"), description: atLeast3("The description").required("The description is required") })),
  venues: yup.array(yup.object({
    name: atLeast3("The venue name").required("The venue name is required"),
    address: atLeast3("The address").required("The address is required"),
    maplink: atLeast3("The map link").required("The map link is required").concat(webAddress("The map link")),
  })),
  prices: yup.array(yup.object({
    title: atLeast3("The price title").required("The price title is required"),
    price: yup.number().typeError("The price must be a number").required("The price is required").min(1, "The price must be at least £1"),
  })),
  videolinks: yup.array(yup.object({ url: webAddress("The video link") })),
  reviews: yup.array(yup.object({ reviewer: atLeast3("The reviewer").required("The reviewer is required"), text: atLeast3("The review").required("The review is required") })),
  teamTitle: optional3("The team title"),
  castTitle: optional3("The cast title"),
});
