import preview from '../assets/delitepay-preview.webp';
import { DelitePayIllustration } from '../components/delitepay-illustration';
import { InfoPage } from '../components/info-page';
import { DELITEPAY_INFO } from '../content/delitepay';

/** /delitePayInfo: DelitePay explained to venue owners (issue 9 section 5). */
export function DelitePayInfoPage() {
  // The preview is the English hero at 1200 x 630 (link previews show one picture for every language).
  return <InfoPage content={DELITEPAY_INFO} illustration={<DelitePayIllustration />} image={preview} />;
}
