// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { textField } from '@/lib/schemas/validation';
import messages from '@/messages/es.json';
import { ErrorSummary } from './ErrorSummary';
import { FormResult } from './FormResult';
import { TextField } from './fields';
import { useApiForm } from './use-api-form';

afterEach(cleanup);

const schema = z.object({ name: textField({ required: true, max: 5 }), email: textField({ required: true, email: true }) });
const LABELS: Record<string, string> = { name: 'Nombre', email: 'Correo' };

/** A small form on the kit: what every form of the portal looks like. */
function Probe({ send, invalidFocus }: { send: (values: z.output<typeof schema>) => Promise<void>; invalidFocus?: 'summary' | 'field' }) {
  const { submit, showSummary, summaryRef, summaryItems, register, fieldError, messageRef, result, pending, succeed } = useApiForm({
    schema,
    defaultValues: { name: '', email: '' },
    fields: ['name', 'email'],
    invalidFocus,
  });
  return (
    <form noValidate onSubmit={submit(send)}>
      {showSummary ? <ErrorSummary ref={summaryRef} id="p-errors" items={summaryItems((n) => LABELS[n]!, (n) => `p-${n}`)} /> : null}
      <TextField id="p-name" label="Nombre" required registration={register('name')} error={fieldError('name')} />
      <TextField id="p-email" label="Correo" type="email" required registration={register('email')} error={fieldError('email')} />
      <FormResult ref={messageRef} result={result} />
      <button type="submit" aria-disabled={pending || undefined}>
        Enviar
      </button>
      <button type="button" onClick={() => succeed(['Guardado'], { name: '', email: '' })}>
        Vaciar
      </button>
    </form>
  );
}

function renderProbe(send: (values: z.output<typeof schema>) => Promise<void>, invalidFocus?: 'summary' | 'field') {
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <Probe send={send} invalidFocus={invalidFocus} />
    </NextIntlClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label, { exact: false }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

describe('useApiForm', () => {
  it('shows every error at once, ties them to their fields and focuses the summary', async () => {
    const send = vi.fn(async () => undefined);
    renderProbe(send);
    type('Nombre', 'Demasiado largo');
    submit();
    const summary = await screen.findByRole('region');
    expect(summary.textContent).toContain(`Nombre: ${messages.validation.max.replace('{length}', '5')}`);
    expect(summary.textContent).toContain(`Correo: ${messages.validation.required}`);
    const name = screen.getByLabelText('Nombre', { exact: false });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('p-name-error');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(send).not.toHaveBeenCalled();
  });

  it('can focus the first invalid field instead of the summary', async () => {
    renderProbe(async () => undefined, 'field');
    type('Nombre', 'Ana');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Correo', { exact: false })));
  });

  it('hands the schema output to send, and sends once on a double click', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn<(values: z.output<typeof schema>) => Promise<void>>(() => new Promise<void>((resolve) => (finish = resolve)));
    renderProbe(send);
    type('Nombre', '  Ana ');
    type('Correo', 'ana@example.com');
    submit();
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toEqual({ name: 'Ana', email: 'ana@example.com' });
    expect(screen.getByRole('button', { name: 'Enviar' }).getAttribute('aria-disabled')).toBe('true');
    submit();
    await act(async () => finish());
    expect(send).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' }).getAttribute('aria-disabled')).toBeNull());
  });

  it('puts a 422 on its fields and keeps what was typed', async () => {
    renderProbe(async () => {
      throw new ApiError('invalid', { code: 'validation', status: 422, fieldErrors: { 'customer.email': ['validation.email'] } });
    });
    type('Nombre', 'Ana');
    type('Correo', 'ana@example.com');
    submit();
    expect(await screen.findByText(`Correo: ${messages.validation.email}`)).toBeTruthy();
    expect(screen.getByLabelText('Correo', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Nombre', { exact: false }) as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText('Correo', { exact: false }) as HTMLInputElement).value).toBe('ana@example.com');
  });

  it('says the docs/product.md#errors loading error on a network failure, as an alert that takes the focus', async () => {
    renderProbe(async () => {
      throw new ApiError('offline', { code: 'network' });
    });
    type('Nombre', 'Ana');
    type('Correo', 'ana@example.com');
    submit();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe(messages.ApiErrors.loadingError));
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((screen.getByLabelText('Nombre', { exact: false }) as HTMLInputElement).value).toBe('Ana');
  });

  it('announces a success as a status, focused, and resets to the saved values', async () => {
    renderProbe(async () => undefined);
    type('Nombre', 'Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Vaciar' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Guardado');
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect((screen.getByLabelText('Nombre', { exact: false }) as HTMLInputElement).value).toBe('');
  });
});
