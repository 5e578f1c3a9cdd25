import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOrder } from '@menudelite/shared/orders/order';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { isHttpError } from '../../../lib/http/http-error';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useSendReadySms } from '../api/send-ready-sms';
import { canFinish, canSendReadySms, kitchenSteps } from '../lib/order-actions';
import { refetchDashboard } from '../lib/order-cache';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MessageIcon, PrinterIcon } from '../../../components/icons';
import { useCan } from '../../../lib/session/team-me';

type TFinish = 'completed' | 'cancelled';

const isConflict = (error: unknown) => isHttpError(error) && error.status === 409;

/** A 409 means someone else changed the order first: say so and show the server's state. */
function ActionError({ error }: { error: unknown }) {
  const { t } = useTranslation('orders-dashboard');
  if (!error) return null;
  if (isConflict(error))
    return (
      <Text size="xs" c="red" role="alert" data-testid="order-conflict">
        {t('errors.conflict')}
      </Text>
    );
  return <ApiErrorAlert error={error} />;
}

/** Kitchen steps, complete and cancel (confirmed), the "order ready" SMS and the kitchen ticket. */
export function OrderActions({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders-dashboard');
  const queryClient = useQueryClient();
  const change = useChangeOrderStatus();
  const sms = useSendReadySms();
  const [confirm, setConfirm] = useState<TFinish | null>(null);
  // Issue 8: a host may not cancel; a paid order's cancel asks for a manager's PIN (the API client's dialog).
  const canCancel = useCan('orders.cancel');
  const onError = (error: unknown) => {
    if (!isConflict(error)) return;
    setConfirm(null);
    void refetchDashboard(queryClient);
  };
  const run = (to: TOrder['status']) => change.mutate({ order, to }, { onSuccess: () => setConfirm(null), onError });

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {kitchenSteps(order.status).map((step) => (
          <Button
            key={step}
            size="xs"
            variant="light"
            onClick={() => run(step)}
            loading={change.isPending && change.variables?.to === step}
            data-testid={`step-${step}`}
          >
            {t(`actions.${step}`)}
          </Button>
        ))}
        {canFinish(order.status) && (
          <>
            <Button size="xs" color="green" onClick={() => setConfirm('completed')} data-testid="complete-order">
              {t('actions.complete')}
            </Button>
            {canCancel && (
              <Button size="xs" variant="subtle" color="red" onClick={() => setConfirm('cancelled')} data-testid="cancel-order">
                {t('actions.cancel')}
              </Button>
            )}
          </>
        )}
        {order.customer.phone && (
          <Button
            size="xs"
            variant="default"
            leftSection={<MessageIcon size={14} />}
            disabled={!canSendReadySms(order)}
            loading={sms.isPending}
            onClick={() => sms.mutate(order.id, { onError })}
            data-testid="send-sms"
          >
            {order.smsSent ? t('actions.smsSent') : t('actions.sendSms')}
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          component="a"
          href={`/orders/${encodeURIComponent(order.id)}/ticket?print=1`}
          target="_blank"
          rel="noopener"
          leftSection={<PrinterIcon size={14} />}
          data-testid="print-ticket"
        >
          {t('actions.print')}
        </Button>
      </Group>
      {!confirm && <ActionError error={change.error ?? sms.error} />}
      {confirm && (
        <ConfirmDialog
          cancelLabel={t('keep')}
          closeLabel={t('close')}
          title={t(confirm === 'completed' ? 'confirm.completeTitle' : 'confirm.cancelTitle', { number: order.number })}
          message={t(confirm === 'completed' ? 'confirm.completeBody' : 'confirm.cancelBody')}
          confirmLabel={t(confirm === 'completed' ? 'actions.complete' : 'actions.cancel')}
          color={confirm === 'completed' ? 'green' : 'red'}
          pending={change.isPending}
          error={change.error}
          onConfirm={() => run(confirm)}
          onClose={() => {
            setConfirm(null);
            change.reset();
          }}
        />
      )}
    </>
  );
}
