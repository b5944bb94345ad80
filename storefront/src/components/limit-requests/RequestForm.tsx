import './RequestForm.css';
import { MIN_REQUEST_MESSAGE_LENGTH } from '@fabelhaft/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTexts } from '../../i18n/page-texts';
import requestsTexts from '../../i18n/texts/requests';
import { canSubmitMessage } from './request-model';

export interface RequestFormProps {
  label: string;
  working: boolean;
  /**
   * Resolves when the request was recorded (the caller then shows the success and the request's state);
   * rejects when it was not: the form keeps the text and shows the §8 error.
   */
  onSubmit(message: string): Promise<unknown>;
  onCancel?: () => void;
}

/**
 * The free-text request form (spec §2, §5): the button stays disabled until the message has 10 characters
 * after trimming, so no call is made below that. A failure is announced below the form with the §8 text.
 */
export function RequestForm({ label, working, onSubmit, onCancel }: RequestFormProps) {
  usePageTexts('requests', requestsTexts);
  const { t } = useTranslation();
  const fieldId = useId();
  const hintId = useId();
  const [message, setMessage] = useState('');
  const [failed, setFailed] = useState(false);
  const ready = canSubmitMessage(message) && !working;

  return (
    <form
      className="request-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        setFailed(false);
        onSubmit(message).then(
          () => setMessage(''),
          () => setFailed(true),
        );
      }}
    >
      <label htmlFor={fieldId} className="request-label">
        {label}
      </label>
      <textarea
        id={fieldId}
        className="request-message"
        rows={3}
        maxLength={2000}
        value={message}
        aria-describedby={hintId}
        onChange={(e) => setMessage(e.target.value)}
      />
      <p id={hintId} className="request-hint">
        {t('requests.hint', { min: MIN_REQUEST_MESSAGE_LENGTH })}
      </p>
      <div className="request-actions">
        <button type="submit" className="btn btn-primary btn-small" disabled={!ready}>
          {working ? t('requests.sending') : t('requests.submit')}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-ghost btn-small" onClick={onCancel}>
            {t('requests.cancel')}
          </button>
        )}
      </div>
      {failed && (
        <p className="notice notice-danger request-outcome" role="alert">
          {t('requests.error')}
        </p>
      )}
    </form>
  );
}
