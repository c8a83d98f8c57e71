/** A performance's page in the box office (editors). */
export const performanceDeskPath = (performanceId: string) => `/admin-edit-tool/box-office/${performanceId}`;

/** Its door list to print: editors open it from that page, door volunteers from the door app. */
export const doorListPath = (performanceId: string) => `${performanceDeskPath(performanceId)}/door-list`;
