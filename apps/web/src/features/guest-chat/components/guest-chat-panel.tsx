import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '@menudelite/shared/guest-chat/contracts';
import { draftProblem, receiptOf } from '@menudelite/shared/guest-chat/thread';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { useErrorText } from '../../../lib/http/use-error-text';
import { messageTimeFormatter } from '../lib/message-time';
import { useGuestChat } from '../lib/use-guest-chat';
import classes from './guest-chat.module.css';

export type TGuestChatPanelProps = {
  restaurantId: string;
  /** The guest session's token (X-Guest-Token). */
  token: string;
  language: TLanguage;
  /** The hotel's time zone for message times (the phone's when left out). */
  timeZone?: string;
  /** Staff messages not read yet, for a tab badge. */
  onUnreadChange?: (unread: number) => void;
};

/** Counter shows from here on, so a long message never hits the limit by surprise. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;

/** The guest's chat with reception: live, read receipts on their own messages, a composer that keeps the text until it is sent. */
export function GuestChatPanel({ restaurantId, token, language, timeZone, onUnreadChange }: TGuestChatPanelProps) {
  const { t } = useTranslation('guest-chat');
  const errors = useErrorText();
  const chat = useGuestChat(token);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<'onlyMarkup' | 'tooLong' | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const time = useMemo(() => messageTimeFormatter(language, timeZone), [language, timeZone]);
  const lastId = chat.messages.at(-1)?.id;

  useEffect(() => onUnreadChange?.(chat.unread), [chat.unread, onUnreadChange]);
  // A new message (either side) scrolls into view.
  useEffect(() => {
    const list = listRef.current;
    if (list && lastId) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = draftProblem(draft);
    if (found === 'empty' || sending) return;
    if (found) {
      setProblem(found);
      return;
    }
    setProblem(null);
    setSending(true);
    const text = draft;
    setDraft('');
    const ok = await chat.send(text);
    if (!ok) setDraft((current) => current || text);
    setSending(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; never while an input method (Japanese, Chinese, Korean) is composing.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const over = draft.length > CHAT_MESSAGE_MAX;
  return (
    <section className={classes.panel} aria-label={t('title')} data-testid="guest-chat" data-restaurant={restaurantId} data-state={chat.state}>
      <p className={classes.status} data-testid="guest-chat-live" data-connected={chat.connected}>
        <span className={`${classes.dot} ${chat.connected ? classes.dotOn : ''}`} aria-hidden="true" />
        {chat.connected ? t('live') : t('offline')}
      </p>
      <ol className={classes.list} ref={listRef} aria-live="polite" data-testid="guest-chat-messages">
        {chat.hasOlder && (
          <li style={{ alignSelf: 'center' }}>
            <button type="button" className={classes.older} onClick={() => void chat.loadOlder()} data-testid="guest-chat-older">
              {t('older')}
            </button>
          </li>
        )}
        {chat.state === 'loading' && <li className={classes.empty}>{t('loading')}</li>}
        {chat.state === 'failed' && (
          <li className={classes.empty}>
            {t('loadFailed')}{' '}
            <button type="button" className={classes.older} onClick={() => void chat.retry()}>
              {t('retry')}
            </button>
          </li>
        )}
        {chat.state !== 'loading' && chat.state !== 'failed' && chat.messages.length === 0 && (
          <li className={classes.empty} data-testid="guest-chat-empty">
            {t('empty')}
          </li>
        )}
        {chat.messages.map((message) => {
          const mine = message.author === 'guest';
          const receipt = mine ? receiptOf(message) : null;
          return (
            <li
              key={message.clientId && mine ? `c:${message.clientId}` : message.id}
              className={`${classes.row} ${mine ? classes.mine : classes.theirs}`}
              data-testid="guest-chat-message"
              data-author={message.author}
            >
              {!mine && <p className={classes.author}>{message.memberName ?? t('reception')}</p>}
              <p className={classes.bubble} dir="auto">
                {message.body}
              </p>
              <p className={classes.meta}>
                <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
                {receipt && (
                  <>
                    {' · '}
                    <span className={receipt === 'read' ? classes.read : undefined} data-testid="guest-chat-receipt" data-receipt={receipt}>
                      {t(`receipt.${receipt}`)}
                    </span>
                  </>
                )}
              </p>
            </li>
          );
        })}
      </ol>
      {chat.sendError && errors.ready && (
        <p className={`${classes.notice} ${classes.error}`} role="alert" data-testid="guest-chat-error">
          {errors.text(chat.sendError)}
        </p>
      )}
      {problem && (
        <p className={`${classes.notice} ${classes.error}`} role="alert" data-testid="guest-chat-problem">
          {t(`problem.${problem}`, { max: CHAT_MESSAGE_MAX })}
        </p>
      )}
      {chat.canPost ? (
        <form className={classes.composer} onSubmit={(event) => void submit(event)}>
          <textarea
            className={classes.input}
            value={draft}
            rows={Math.min(4, Math.max(1, draft.split('\n').length))}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            onKeyDown={onKeyDown}
            placeholder={t('placeholder')}
            aria-label={t('placeholder')}
            dir="auto"
            data-testid="guest-chat-input"
          />
          <button type="submit" className={classes.send} disabled={sending || !draft.trim() || over} data-testid="guest-chat-send">
            {t('send')}
          </button>
        </form>
      ) : (
        <p className={`${classes.notice} ${classes.closed}`} data-testid="guest-chat-closed">
          {t('closed')}
        </p>
      )}
      {draft.length >= COUNTER_FROM && (
        <p className={`${classes.counter} ${over ? classes.counterOver : ''}`} data-testid="guest-chat-counter">
          {t('counter', { count: draft.length, max: CHAT_MESSAGE_MAX })}
        </p>
      )}
    </section>
  );
}
