import { GIFT_CARD_DESIGN_COLORS, type TGiftCardDesign } from '@menudelite/shared/growth/gift-cards';
import classes from '../gift-cards-public.module.css';

/** The card as the buyer will give it: the venue's name and the amount on the design's colour. Decorative: the words are also in the form. */
export function GiftCardFace({
  venue,
  amount,
  design,
  caption,
  textual = false,
}: {
  venue: string;
  amount: string;
  design: TGiftCardDesign;
  caption?: string | undefined;
  /** The amount line is words ("Your amount"), not a figure: smaller, in the reading direction. */
  textual?: boolean;
}) {
  return (
    <div className={`${classes.face} ${classes[design]}`} style={{ background: GIFT_CARD_DESIGN_COLORS[design] }} aria-hidden="true">
      <span className={classes.faceVenue}>
        <bdi>{venue}</bdi>
      </span>
      <span className={textual ? classes.faceWords : classes.faceAmount} dir={textual ? undefined : 'ltr'}>
        {amount}
      </span>
      {caption && <span className={classes.faceCaption}>{caption}</span>}
    </div>
  );
}
