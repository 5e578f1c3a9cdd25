import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { BrandStep } from './brand-step';
import { HoursStep } from './hours-step';
import { OrderingStep } from './ordering-step';
import { ReviewStep } from './review-step';
import { VenueStep } from './venue-step';

/** The step-2..6 form for `step`, remounted per step so each starts from the saved venue. */
export function VenueSetupStep(props: { step: number; restaurant: TRestaurant; goTo: (step: number) => void; onFinished: () => void }) {
  const { step, restaurant, goTo } = props;
  const next = () => goTo(step + 1);
  const back = () => goTo(step - 1);
  switch (step) {
    case 2:
      return <VenueStep key={step} restaurant={restaurant} onSaved={next} />;
    case 3:
      return <BrandStep key={step} restaurant={restaurant} onSaved={next} onBack={back} />;
    case 4:
      return <HoursStep key={step} restaurant={restaurant} onSaved={next} onBack={back} />;
    case 5:
      return <OrderingStep key={step} restaurant={restaurant} onSaved={next} onBack={back} />;
    default:
      return <ReviewStep key={step} restaurant={restaurant} onFinished={props.onFinished} onBack={back} onEdit={goTo} />;
  }
}
