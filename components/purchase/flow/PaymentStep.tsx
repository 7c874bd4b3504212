'use client';

import type { PaymentType } from '@/lib/api/schemas';
import type { FlowState } from '@/lib/purchase/flow';
import { ChoiceStep } from './ChoiceStep';

/** Step 2 (paid tickets): the tenant's payment methods. */
export function PaymentStep({ paymentTypes, state, onBack, onDone }: { paymentTypes: PaymentType[]; state: FlowState; onBack: () => void; onDone: (id: number) => void }) {
  return (
    <ChoiceStep
      kind="payment"
      items={paymentTypes}
      // One method only: it is the choice already (still shown, so the buyer knows how they will pay).
      initial={state.paymentTypeId ?? (paymentTypes.length === 1 ? paymentTypes[0]!.id : null)}
      onBack={onBack}
      onDone={(p) => onDone(p.id)}
      details={(p) => <p>{p.description}</p>}
    />
  );
}
