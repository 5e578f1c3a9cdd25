import { useTranslation } from 'react-i18next';
import type { TTeamMember } from '@menudelite/shared/team/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMemberAction } from '../api/members';

export type TConfirmedAction = 'suspend' | 'reactivate' | 'remove' | 'transfer';

/** Suspend, reactivate, remove or hand over ownership, after an "are you sure?" (the last owner's refusal shows by key). */
export function MemberConfirm({ member, action, onClose }: { member: TTeamMember; action: TConfirmedAction; onClose: () => void }) {
  const { t } = useTranslation('team-admin');
  const run = useMemberAction();
  return (
    <ConfirmDialog
      title={t(`confirm.${action}Title`, { name: member.name })}
      message={t(`confirm.${action}Body`, { name: member.name })}
      confirmLabel={t(`members.actions.${action}`)}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      color={action === 'reactivate' ? 'green' : action === 'transfer' ? 'blue' : 'red'}
      pending={run.isPending}
      error={run.error}
      onConfirm={() => run.mutate({ kind: action, member }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
