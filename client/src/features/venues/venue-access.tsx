/** The access information a venue gives, in the order an audience asks. */
export const ACCESS_TOPICS = [
  ["stepFree", "Step-free access"],
  ["wheelchairSpaces", "Wheelchair spaces"],
  ["hearingLoop", "Hearing loop"],
  ["accessibleToilets", "Accessible toilets"],
  ["parking", "Parking"],
  ["publicTransport", "Getting here"],
  ["accessNotes", "More about access"],
] as const;

export type VenueAccessFields = Record<(typeof ACCESS_TOPICS)[number][0], string>;

/** A venue's access information as a list of topics, or a line saying it has none yet. */
export function VenueAccess({ venue }: { venue: VenueAccessFields }) {
  const topics = ACCESS_TOPICS.filter(([key]) => venue[key]);
  if (topics.length === 0) return <p>We have no access information for this venue yet: please ask us before you come.</p>;
  return (
    <dl className="venue-access">
      {topics.map(([key, label]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>{venue[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
