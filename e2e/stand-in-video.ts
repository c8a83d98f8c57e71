/** The one video the stand-in for YouTube (started by global-setup.ts) knows; any other answers 404. */
export const E2E_VIDEO = { id: "e2eTrailer1", title: "Rehearsal footage", url: "https://www.youtube.com/watch?v=e2eTrailer1" };
