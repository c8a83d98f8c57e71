import { SocialLinks } from "../../components/ui/social-links";
import { useSiteFacts } from "../../lib/site-facts";

/**
 * The footer's facts about the society, from the Site settings: its postal address, its charity
 * number and its social links, each only when set (nothing at all when none are).
 */
export function SocietyDetails() {
  const site = useSiteFacts();
  if (!site || (!site.address && !site.charityNumber && site.socialLinks.length === 0)) return null;
  return (
    <div className="society-details">
      {site.address && (
        <address>
          {site.name}
          {site.address.split(/\s*\n\s*/).filter(Boolean).map((line) => <span key={line}><br />{line}</span>)}
        </address>
      )}
      {/* One text, so that the page's HTML reads it whole (no marker between the words and the number). */}
      {site.charityNumber && <p>{`Registered charity no. ${site.charityNumber}`}</p>}
      <SocialLinks links={site.socialLinks} label="Follow us" />
    </div>
  );
}
