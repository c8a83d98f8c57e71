export interface SocialLinkData {
  network: string;
  label: string;
  url: string;
}

/** The society's social links, each opening in a new tab; nothing at all when none are set. */
export function SocialLinks({ links, label = "Social media" }: { links?: readonly SocialLinkData[] | null; label?: string }) {
  if (!links?.length) return null;
  return (
    <ul className="social" aria-label={label}>
      {links.map((link) => (
        <li key={link.network}><a href={link.url} target="_blank" rel="noopener noreferrer">{link.label}<span className="visually-hidden"> (opens in a new tab)</span></a></li>
      ))}
    </ul>
  );
}
