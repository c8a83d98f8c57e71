/** The door app's place: its pages, and the scope of its service worker. */
export const DOOR_APP_PATH = "/box-office/door";

/** Its web manifest (client/public/door-app): named in its pages' HTML, and by the client when it is reached without a page load. */
export const DOOR_APP_MANIFEST = "/door-app/manifest.webmanifest";
