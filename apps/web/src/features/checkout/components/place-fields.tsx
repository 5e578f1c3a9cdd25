import { useTranslation } from 'react-i18next';
import type { TPublicRestaurant } from '@menudelite/shared/menu/public-menu';
import type { TCheckoutOptions } from '@menudelite/shared/orders/checkout-options';
import type { TCheckoutState } from '../lib/use-checkout';
import { DeliveryFields } from './delivery-fields';
import { PickupFields } from './pickup-fields';
import { RoomFields } from './room-fields';
import { TextField } from './text-field';
import classes from '../../../components/diner/form.module.css';

export type TFieldsProps = {
  state: TCheckoutState;
  restaurant: TPublicRestaurant;
  options: TCheckoutOptions;
  /** The QR code's table, when the diner is at one. */
  table: { code: string; displayId: string } | null;
};

/** The fields the chosen order type needs: the table, the pickup time, the address, the room. */
export function PlaceFields(props: TFieldsProps) {
  switch (props.state.form.type) {
    case 'dine_in':
      return <DineInFields {...props} />;
    case 'pickup':
      return <PickupFields {...props} />;
    case 'delivery':
      return <DeliveryFields {...props} />;
    case 'room':
      return <RoomFields {...props} />;
  }
}

/** Dine-in: the table comes from the QR code; away from one the diner types the table's code. */
function DineInFields({ state, table }: TFieldsProps) {
  const { t } = useTranslation('checkout');
  if (table) return <p className={classes.hint}>{t('dineIn.atTable', { table: table.displayId })}</p>;
  return (
    <TextField
      label={t('dineIn.tableCode')}
      hint={t('dineIn.tableCodeHint')}
      value={state.form.tableCode}
      onChange={(tableCode) => state.update({ tableCode })}
      error={state.problems.fields.tableCode}
      autoComplete="off"
      ltr
      maxLength={128}
      testId="table-code"
    />
  );
}
