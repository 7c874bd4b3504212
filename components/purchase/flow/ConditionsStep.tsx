'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/forms/fields';
import type { FlowState } from '@/lib/purchase/flow';
import { ContinueActions } from './StepActions';
import type { FlowTicket } from './types';
import formStyles from '@/components/forms/Form.module.css';
import styles from '../Purchase.module.css';

/** Step 3: the ticket's sale conditions (the API's text, paragraphs split by blank lines), to accept (docs/product.md#validation). */
export function ConditionsStep({ ticket, state, onBack, onDone }: { ticket: FlowTicket; state: FlowState; onBack: () => void; onDone: () => void }) {
  const t = useTranslations('purchase');
  const tErrors = useTranslations('ApiErrors');
  const [accepted, setAccepted] = useState(state.accepted);
  const [missing, setMissing] = useState(false);
  const boxRef = useRef<HTMLInputElement>(null);
  const id = 'purchase-accept';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setMissing(true);
      boxRef.current?.focus();
      return;
    }
    onDone();
  };

  return (
    <form noValidate onSubmit={submit} className={styles.step}>
      <p>{t('conditions.intro', { ticket: ticket.name })}</p>
      <div className={styles.conditions} id="purchase-conditions">
        {ticket.conditions
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean)
          .map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
      </div>
      <div className={`${formStyles.field} ${missing ? formStyles.invalid : ''}`}>
        <div className={formStyles.check}>
          <input
            ref={boxRef}
            id={id}
            type="checkbox"
            className={formStyles.checkbox}
            checked={accepted}
            required
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(e) => {
              setAccepted(e.target.checked);
              if (e.target.checked) setMissing(false);
            }}
          />
          <label htmlFor={id} className={formStyles.checkLabel}>
            {t('conditions.accept')}
            <span aria-hidden="true" className={formStyles.requiredMark}>
              *
            </span>
          </label>
        </div>
        <FieldError id={id} error={missing ? tErrors('purchaseConditionsRequired') : ''} />
      </div>
      <ContinueActions onBack={onBack} />
    </form>
  );
}
