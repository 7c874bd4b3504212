// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import { ApiError } from '@/lib/api/errors';
import type { RegisterData } from '@/lib/api/schemas/account-extras';
import type { CustomFormField } from '@/lib/api/schemas/forms';
import { RegisterDataForm } from './RegisterDataForm';

const signupRegisterData = vi.fn();
const sessionExpired = vi.fn();
vi.mock('@/lib/api/browser-calls', () => ({ auth: { signupRegisterData: (...a: unknown[]) => signupRegisterData(...a) } }));
vi.mock('./AccountProvider', () => ({ useAccount: () => ({ sessionExpired }) }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const base = { placeholder: null, required: false, minLength: null, maxLength: null, format: null, autocomplete: null, options: [], accept: null, help: null };
const questions: CustomFormField[] = [
  { ...base, name: 'postal_code', type: 'text', label: 'Código postal', digits: 5 },
  { ...base, name: 'photo', type: 'file', label: 'Foto para la acreditación', digits: null, accept: 'image/png,image/jpeg', help: 'PNG o JPEG, hasta 5 MB.' },
];
const initial: RegisterData = { customFormId: 2, answers: { postal_code: '48001' }, files: [], missing: ['photo'] };

const show = (data = initial) =>
  render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <RegisterDataForm customFormId={2} questions={questions} initial={data} />
    </NextIntlClientProvider>,
  );

describe('RegisterDataForm', () => {
  it('says what is missing, prefills the answers and sends answers and file (multipart call)', async () => {
    const saved: RegisterData = { customFormId: 2, answers: { postal_code: '20001' }, files: [{ field: 'photo', name: 'yo.png', type: 'image/png', size: 2048 }], missing: [] };
    signupRegisterData.mockResolvedValue(saved);
    show();
    expect(screen.getByText('Falta por completar: Foto para la acreditación.')).toBeTruthy();
    const postal = screen.getByLabelText(/Código postal/) as HTMLInputElement;
    expect(postal.value).toBe('48001');
    fireEvent.change(postal, { target: { value: '20001' } });
    const png = new File([new Uint8Array(8)], 'yo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Foto para la acreditación/), { target: { files: [png] } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(await screen.findByText('Tus datos de inscripción se han guardado.')).toBeTruthy();
    expect(signupRegisterData.mock.calls[0]![0]).toEqual({ customFormId: 2, survey: { postal_code: '20001' }, files: { photo: png } });
    expect(screen.getByText('Tus datos de inscripción están completos.')).toBeTruthy();
    expect(screen.getByText(/Archivo actual: yo\.png \(2 KB\)/)).toBeTruthy();
  });

  it('refuses a file of another type before sending, and keeps what was typed on an API refusal', async () => {
    show();
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/Foto para la acreditación/), { target: { files: [pdf] } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
    await waitFor(() => expect(screen.getByLabelText(/Foto para la acreditación/).getAttribute('aria-invalid')).toBe('true'));
    expect(signupRegisterData).not.toHaveBeenCalled();

    cleanup();
    signupRegisterData.mockRejectedValue(new ApiError('bad', { code: 'validation', status: 422, data: {}, fieldErrors: { postal_code: ['validation.digits'] } }));
    show();
    const postal = screen.getByLabelText(/Código postal/) as HTMLInputElement;
    fireEvent.change(postal, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
    await waitFor(() => expect(postal.getAttribute('aria-invalid')).toBe('true'));
    // The 422's plain `validation.digits` gets the question's own length.
    expect(screen.getAllByText('Debe tener 5 dígitos.').length).toBeGreaterThan(0);
    expect(postal.value).toBe('12345');
  });
});
