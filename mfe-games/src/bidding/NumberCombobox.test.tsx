import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberCombobox } from './NumberCombobox';

const PANAS = ['120', '123', '124', '125', '128', '130', '140'];

function Harness({ onNonDigit = () => {} }: { onNonDigit?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <NumberCombobox label="Pana" value={value} options={PANAS} maxLength={3} onChange={setValue} onNonDigit={onNonDigit} />
      <button type="button">elsewhere</button>
    </>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const combobox = screen.getByRole('combobox', { name: 'Pana' }) as HTMLInputElement;
  const listbox = () => screen.getByRole('listbox', { hidden: true });
  const options = () => within(listbox()).queryAllByRole('option').map((option) => option.textContent);
  /** The option aria-activedescendant points at, by its text. */
  const active = () => {
    const id = combobox.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent : undefined;
  };
  return { user, combobox, listbox, options, active };
}

describe('NumberCombobox (WAI-ARIA combobox, list autocomplete)', () => {
  it('is a collapsed combobox that controls its listbox until something is typed', () => {
    const { combobox, listbox } = setup();
    expect(combobox.getAttribute('aria-autocomplete')).toBe('list');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.getAttribute('aria-controls')).toBe(listbox().id);
    expect(listbox().hidden).toBe(true);
    expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('opens on typing with the allowed numbers that start with it', async () => {
    const { user, combobox, options, listbox } = setup();
    await user.type(combobox, '12');
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(listbox().hidden).toBe(false);
    expect(options()).toEqual(['120', '123', '124', '125', '128']);
  });

  it('moves the active option with the arrows, wrapping at both ends, focus staying in the input', async () => {
    const { user, combobox, active } = setup();
    await user.type(combobox, '12');
    expect(active()).toBeUndefined();
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('120');
    expect(screen.getByRole('option', { name: '120' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('124');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(active()).toBe('128');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('120');
    expect(document.activeElement).toBe(combobox);
  });

  it('Enter takes the active option and closes the list', async () => {
    const { user, combobox } = setup();
    await user.type(combobox, '12');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(combobox.value).toBe('123');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('Escape closes the list and keeps what is typed; ArrowDown opens it again on the first option', async () => {
    const { user, combobox, active } = setup();
    await user.type(combobox, '1');
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.value).toBe('1');
    await user.keyboard('{ArrowDown}');
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBe('120');
    await user.keyboard('{Escape}{ArrowUp}');
    expect(active()).toBe('140');
  });

  it('takes an option by pointer and closes on leaving the field', async () => {
    const { user, combobox } = setup();
    await user.type(combobox, '13');
    await user.click(screen.getByRole('option', { name: '130' }));
    expect(combobox.value).toBe('130');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    await user.clear(combobox);
    await user.type(combobox, '1');
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays closed on an exact number and refuses anything but digits', async () => {
    const onNonDigit = vi.fn();
    const { user, combobox } = setup({ onNonDigit });
    await user.type(combobox, '140');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    await user.clear(combobox);
    await user.type(combobox, 'a');
    expect(onNonDigit).toHaveBeenCalled();
    expect(combobox.value).toBe('');
  });
});
