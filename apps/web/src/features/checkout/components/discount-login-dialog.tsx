import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuthSession } from '@menudelite/shared/auth/contracts';
import { errorSummary } from '../../../lib/http/error-text';
import { Sheet } from '../../diner-menu/public';
import { useCustomerSignIn } from '../api/sign-in-customer';
import type { TMessage } from '../lib/messages';
import { MessageText } from './message-text';
import { TextField } from './text-field';
import buttons from '../../../components/diner/buttons.module.css';
import classes from './benefits.module.css';

type TLoginDialogProps = {
  /** Why it opened: a members-only offer was chosen, members' offers are on the list, or the diner asked to use points. */
  reason: 'memberOffer' | 'members' | 'points';
  /** Signed in as a customer: the checkout carries on with their account. */
  onSignedIn: (session: TAuthSession) => Promise<void>;
  /** "Skip and checkout": the order goes on without what needs an account. */
  onSkip: () => void;
  onClose: () => void;
};

/**
 * SPEC's login dialog for discounts: e-mail, password, "Log in" and "Skip and checkout". Signing in
 * here keeps the cart and the checkout (no page change); a staff account does not count, since
 * member offers and points belong to customer accounts.
 */
export function DiscountLoginDialog({ reason, onSignedIn, onSkip, onClose }: TLoginDialogProps) {
  const { t } = useTranslation('checkout');
  const signIn = useCustomerSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<TMessage | null>(null);
  const busy = signIn.isPending;

  async function login() {
    if (!email.trim() || !password) return setProblem({ key: 'messages.fieldsRequired' });
    setProblem(null);
    try {
      const session = await signIn.mutateAsync({ email: email.trim(), password });
      if (session.user.kind !== 'customer') return setProblem({ key: 'login.notCustomer' });
      await onSignedIn(session);
    } catch (error) {
      const text = errorSummary(error);
      setProblem({ key: `errors:${text.key}`, ...(text.values ? { values: text.values as Record<string, string | number> } : {}) });
    }
  }

  const footer = (
    <div className={buttons.row}>
      <button type="button" className={buttons.secondary} onClick={onSkip} disabled={busy} data-testid="login-skip">
        {t('login.skip')}
      </button>
      <button type="submit" form="discount-login" className={buttons.primary} disabled={busy} aria-busy={busy} data-testid="login-submit">
        {busy ? t('login.signingIn') : t('login.login')}
      </button>
    </div>
  );
  return (
    <Sheet title={t('login.title')} closeLabel={t('login.close')} onClose={onClose} footer={footer} placement="center" testId="discount-login">
      <p className={`${classes.text} ${classes.lead}`}>
        {t(reason === 'points' ? 'login.bodyPoints' : reason === 'members' ? 'login.bodyMembers' : 'login.body')}
      </p>
      <form
        id="discount-login"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog is portalled out of the checkout's form, but React events still bubble to it.
          event.stopPropagation();
          void login();
        }}
      >
        <TextField label={t('login.email')} value={email} onChange={setEmail} type="email" autoComplete="email" ltr maxLength={254} testId="login-email" />
        <TextField
          label={t('login.password')}
          value={password}
          onChange={setPassword}
          type="password"
          autoComplete="current-password"
          ltr
          maxLength={128}
          testId="login-password"
        />
      </form>
      {problem && (
        <p className={classes.problem} role="alert" data-testid="login-problem">
          <MessageText message={problem} />
        </p>
      )}
    </Sheet>
  );
}
