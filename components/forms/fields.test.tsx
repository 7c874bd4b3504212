// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import { Notice } from '@/components/ui/Notice';
import { CheckboxField, DateField, FileField, PasswordField, RadioGroupField, SelectField, TextAreaField, TextField } from './fields';

afterEach(cleanup);

const reg = (name: string) => ({ name, onChange: vi.fn(async () => true), onBlur: vi.fn(async () => true), ref: vi.fn() });
const wrap = (node: ReactNode) => render(<NextIntlClientProvider locale="es" messages={messages}>{node}</NextIntlClientProvider>);

describe('the form kit controls', () => {
  it('tie the label, the error and the hint to the control', () => {
    wrap(<TextField id="x-email" type="email" label="Correo" hint="El de siempre" error="Mal" required registration={reg('email')} />);
    const input = screen.getByLabelText('Correo', { exact: false });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('x-email-error x-email-hint');
    expect(input.hasAttribute('required')).toBe(true);
    expect(document.getElementById('x-email-error')!.textContent).toBe(`${messages.Forms.errorPrefix} Mal`);
  });

  it('leave aria-invalid and aria-describedby out when there is nothing to say', () => {
    wrap(<DateField id="x-date" label="Fecha" registration={reg('date')} />);
    const input = screen.getByLabelText('Fecha');
    expect(input.getAttribute('type')).toBe('date');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('show and hide a password with a pressed toggle', () => {
    wrap(<PasswordField id="x-pw" label="Contraseña" autoComplete="new-password" registration={reg('pw')} />);
    const input = document.getElementById('x-pw') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: messages.Forms.showPassword });
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe('x-pw');
  });

  it('offer an empty choice first in a select', () => {
    wrap(<SelectField id="x-s" label="País" options={[{ value: 'ES', label: 'España' }]} registration={reg('s')} />);
    const options = screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent]);
    expect(options).toEqual([
      ['', messages.Forms.selectPlaceholder],
      ['ES', 'España'],
    ]);
  });

  it('list a choice that cannot be taken now, disabled', () => {
    const rooms = [
      { value: '1', label: 'Sala 1 (ocupada)', disabled: true },
      { value: '2', label: 'Sala 2' },
    ];
    wrap(<SelectField id="x-r" label="Sala" options={rooms} registration={reg('r')} />);
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Sala 1 (ocupada)' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Sala 2' }).disabled).toBe(false);
  });

  it('put a checkbox before its label and its hint after the error', () => {
    wrap(<CheckboxField id="x-c" label="Acepto" hint="Obligatorio" error="Falta" required registration={reg('c')} />);
    const box = screen.getByRole('checkbox', { name: /Acepto/ });
    expect(box.getAttribute('aria-describedby')).toBe('x-c-error x-c-hint');
    const field = box.closest('div')!.parentElement!;
    expect([...field.querySelectorAll('p')].map((p) => p.id)).toEqual(['x-c-error', 'x-c-hint']);
  });

  it('group radios under a legend, the error on the group', () => {
    wrap(
      <RadioGroupField
        id="x-m"
        label="Método"
        error="Elige uno"
        required
        options={[
          { value: 'EMAIL', label: 'Correo' },
          { value: 'NONE', label: 'Ninguno' },
        ]}
        registration={reg('m')}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: /Método/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe('x-m-error');
    expect(screen.getAllByRole('radio').map((r) => r.id)).toEqual(['x-m-EMAIL', 'x-m-NONE']);
  });

  it('count the characters of a textarea against its maximum', () => {
    wrap(<TextAreaField id="x-t" label="Mensaje" counter={10} registration={reg('t')} />);
    const area = screen.getByLabelText('Mensaje') as HTMLTextAreaElement;
    expect(area.getAttribute('aria-describedby')).toBe('x-t-counter');
    expect(document.getElementById('x-t-counter')!.textContent).toBe('0 de 10 caracteres');
    fireEvent.change(area, { target: { value: 'Hola, mundo' } });
    expect(document.getElementById('x-t-counter')!.textContent).toBe('11 de 10 caracteres');
    expect(area.hasAttribute('maxlength')).toBe(false);
  });

  it('show the progress of an upload, known or not', () => {
    const { rerender } = wrap(<FileField id="x-f" label="Foto" accept="image/png" progress={40} registration={reg('f')} />);
    const input = screen.getByLabelText('Foto');
    expect(input.getAttribute('accept')).toBe('image/png');
    expect(input.getAttribute('aria-describedby')).toBe('x-f-progress');
    expect(screen.getByText('Subiendo… 40 %')).toBeTruthy();
    expect((document.getElementById('x-f-progress') as HTMLProgressElement).value).toBe(40);
    rerender(
      <NextIntlClientProvider locale="es" messages={messages}>
        <FileField id="x-f" label="Foto" progress={null} registration={reg('f')} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(messages.Forms.uploadingUnknown)).toBeTruthy();
    expect(document.getElementById('x-f-progress')!.hasAttribute('value')).toBe(false);
  });
});

describe('Notice', () => {
  it('is a plain note by default', () => {
    render(<Notice tone="quiet">Hora de Madrid</Notice>);
    expect(screen.getByText('Hora de Madrid').tagName).toBe('P');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('as a form message: an alert for a failure, a status for a success, always present and focusable', () => {
    const { rerender } = render(<Notice live tone="error" />);
    const empty = screen.getByRole('alert');
    expect(empty.className).toBe('');
    expect(empty.getAttribute('tabindex')).toBe('-1');
    rerender(
      <Notice live tone="error" title="Código incorrecto">
        <p>Prueba otra vez</p>
      </Notice>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Código incorrectoPrueba otra vez');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Código incorrecto');
    rerender(
      <Notice live tone="success">
        <p>Guardado</p>
      </Notice>,
    );
    expect(screen.getByRole('status').textContent).toBe('Guardado');
  });
});
