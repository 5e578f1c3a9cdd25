import { DeliteClubIllustration } from '../components/deliteclub-illustration';
import { InfoPage } from '../components/info-page';
import { DELITECLUB_INFO } from '../content/deliteclub';

/** /deliteClubInfo: DeliteClub explained (issue 11 section 5), on the info pages' one layout. */
export function DeliteClubInfoPage() {
  return <InfoPage content={DELITECLUB_INFO} illustration={<DeliteClubIllustration />} />;
}
