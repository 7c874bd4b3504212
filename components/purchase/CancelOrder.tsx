'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/account/Dialog';
import { useSubmitOnce } from '@/components/forms/use-submit-once';
import { orders } from '@/lib/api/browser-calls';

/**
 * The buyer cancels a pending order (a bank transfer not received yet): a confirmation dialog
 * says what happens, then POST /orders/{id}/cancel; a double click sends once. Afterwards
 * `onCancelled` (e.g. back to the purchase, where the free ticket or a card payment can be taken).
 */
export function CancelOrder({ order, onCancelled }: { order: { id: number; reference: string; ticket: string }; onCancelled: () => void }) {
  const t = useTranslations('orders');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useSubmitOnce();

  const confirm = () =>
    run(async () => {
      setError(null);
      try {
        await orders.cancelOrder(order.id);
        setOpen(false);
        onCancelled();
      } catch {
        setError(t('cancelFailed'));
      }
    });

  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        {t('cancel')}
        <span className="visually-hidden">: {order.reference}</span>
      </button>
      <Dialog
        open={open}
        onClose={() => {
          if (!pending) setOpen(false);
        }}
        title={t('cancelTitle', { reference: order.reference })}
        description={<p>{t('cancelText', { ticket: order.ticket })}</p>}
      >
        <p role="alert">{error ?? ''}</p>
        <div>
          <button type="button" className="button" onClick={confirm} aria-disabled={pending || undefined}>
            {pending ? t('cancelling') : t('cancelConfirm')}
          </button>{' '}
          <button type="button" className="button button-secondary" onClick={() => setOpen(false)} aria-disabled={pending || undefined}>
            {t('cancelBack')}
          </button>
        </div>
      </Dialog>
    </>
  );
}

/** The purchase page's way out of a pending order: cancel it, then choose again on the purchase page. */
export function CancelPendingAndChoose({ order, purchasePath }: { order: { id: number; reference: string; ticket: string }; purchasePath: string }) {
  return <CancelOrder order={order} onCancelled={() => window.location.assign(purchasePath)} />;
}
