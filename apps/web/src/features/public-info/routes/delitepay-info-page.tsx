import { DelitePayIllustration } from '../components/delitepay-illustration';
import { InfoPage } from '../components/info-page';
import { DELITEPAY_INFO } from '../content/delitepay';

/** /delitePayInfo: DelitePay explained to venue owners (issue 9 section 5). */
export function DelitePayInfoPage() {
  return <InfoPage content={DELITEPAY_INFO} illustration={<DelitePayIllustration />} />;
}
