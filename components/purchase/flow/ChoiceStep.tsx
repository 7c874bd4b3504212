'use client';

import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/forms/fields';
import { ContinueActions } from './StepActions';
import styles from '../Purchase.module.css';

/**
 * One required choice among radios (the ticket and payment steps): submitting with none chosen
 * marks the group invalid, says why under it and puts the focus on the first option. The choice
 * is always one of `items` (the flow's query is checked against the catalogue before it gets here).
 */
export function ChoiceStep<T extends { id: number; name: string }>({
  kind,
  items,
  initial,
  onBack,
  onDone,
  price,
  details,
}: {
  /** the radios' name, and what their ids and texts (`purchase.<kind>.legend|required`) start with */
  kind: 'ticket' | 'payment';
  items: T[];
  initial: number | null;
  onBack?: () => void;
  onDone: (item: T) => void;
  price?: (item: T) => ReactNode;
  details: (item: T) => ReactNode;
}) {
  const t = useTranslations('purchase');
  const [chosen, setChosen] = useState<number | null>(initial);
  const [missing, setMissing] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const id = `purchase-${kind}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const item = items.find((x) => x.id === chosen);
    if (!item) {
      setMissing(true);
      firstRef.current?.focus();
      return;
    }
    onDone(item);
  };

  return (
    <form noValidate onSubmit={submit} className={styles.step}>
      <fieldset
        className={styles.choices}
        role="radiogroup"
        aria-required="true"
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-error` : undefined}
      >
        <legend>{t(`${kind}.legend`)}</legend>
        {items.map((item, i) => (
          <div key={item.id} className={styles.option}>
            <input
              ref={i === 0 ? firstRef : undefined}
              type="radio"
              name={kind}
              id={`${id}-${item.id}`}
              value={item.id}
              checked={chosen === item.id}
              onChange={() => {
                setChosen(item.id);
                setMissing(false);
              }}
              aria-describedby={`${id}-${item.id}-details`}
            />
            <label htmlFor={`${id}-${item.id}`} className={styles.optionLabel}>
              <span>{item.name}</span>
              {price?.(item)}
            </label>
            <div id={`${id}-${item.id}-details`} className={styles.details}>
              {details(item)}
            </div>
          </div>
        ))}
        <FieldError id={id} error={missing ? t(`${kind}.required`) : ''} />
      </fieldset>
      <ContinueActions onBack={onBack} />
    </form>
  );
}
