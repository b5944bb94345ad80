import '../styles/widgets.css';
import { Assistant } from './Assistant';
import { useCookieConsent } from './cookie-consent';
import { CookieBanner } from './CookieBanner';

/**
 * What floats above every page (spec §2): the assistant chat and the cookie banner, mounted by the Layout.
 * Neither works before hydration, so neither is server-rendered; both appear in the same commit (the consent
 * snapshot switching from "unknown"), so the button never jumps when the banner arrives.
 */
export function Overlays() {
  const consent = useCookieConsent();
  if (consent === null) return null;
  return (
    <div className="overlays">
      <Assistant />
      <CookieBanner />
    </div>
  );
}
