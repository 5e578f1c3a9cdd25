import { List, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, checkPassword, type TPasswordCheck } from '@menudelite/shared/auth/password';
import { CheckIcon, CrossIcon } from './icons';

const RULES: (keyof TPasswordCheck)[] = ['upper', 'lower', 'special', 'length'];

/** SPEC section 5's password rules, ticked off live as the password is typed. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const check = checkPassword(password);
  return (
    <List id={id} spacing={4} size="sm" center aria-live="polite" data-testid="password-checklist">
      {RULES.map((rule) => (
        <List.Item
          key={rule}
          data-met={check[rule]}
          c={check[rule] ? 'teal.8' : 'dimmed'}
          icon={
            <ThemeIcon color={check[rule] ? 'teal' : 'gray'} variant="light" size={20} radius="xl">
              {check[rule] ? <CheckIcon size={13} /> : <CrossIcon size={13} />}
            </ThemeIcon>
          }
        >
          {t(`password.${rule}`, { min: PASSWORD_MIN_LENGTH })}
          <span className="md-visually-hidden">{check[rule] ? ` (${t('password.met')})` : ` (${t('password.notMet')})`}</span>
        </List.Item>
      ))}
    </List>
  );
}
