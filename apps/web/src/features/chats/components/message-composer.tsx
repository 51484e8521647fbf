import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_BODY_MAX } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { isSendKey, typesByTouchOnly } from '../../../lib/send-key';
import { sendableText } from '../model/conversation';

/** The message box: Enter sends, Shift+Enter breaks the line (on a phone Enter breaks it); empty text is ignored. */
export function MessageComposer({ disabled, onSend }: { disabled?: boolean; onSend: (body: string) => void }) {
  const { t } = useT();
  const [text, setText] = useState('');
  const hintId = useId();

  const send = () => {
    const body = sendableText(text);
    if (!body || disabled) return;
    onSend(body);
    setText('');
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey(event.nativeEvent)) return;
    event.preventDefault();
    send();
  };

  return (
    <form className="chat-composer" onSubmit={handleSubmit}>
      <textarea
        className="input chat-composer__input"
        rows={2}
        value={text}
        maxLength={CHAT_BODY_MAX}
        placeholder={t('chats.placeholder')}
        aria-label={t('chats.message')}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        dir="auto"
        data-autofocus
      />
      <Button type="submit" variant="primary" disabled={disabled}>
        {t('chats.send')}
      </Button>
      {/* A touch keyboard sends with the button: no keys to tell of. */}
      {!typesByTouchOnly() && (
        <p id={hintId} className="chat-composer__hint muted">
          <kbd dir="ltr">Enter</kbd> {t('chats.hintSend')} · <kbd dir="ltr">Shift+Enter</kbd> {t('chats.hintNewline')}
        </p>
      )}
    </form>
  );
}
