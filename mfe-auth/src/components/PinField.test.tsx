import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PinField } from './PinField';

type HarnessProps = { onComplete?: (value: string) => void; autoComplete?: 'one-time-code' | 'off'; masked?: boolean };

function Harness({ onComplete, ...rest }: HarnessProps) {
  const [value, setValue] = useState('');
  return (
    <>
      <PinField label="Enter MPIN" value={value} onChange={setValue} {...(onComplete ? { onComplete } : {})} {...rest} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

function setup(props: HarnessProps = {}) {
  const user = userEvent.setup();
  const { container } = render(<Harness {...props} />);
  const input = screen.getByLabelText('Enter MPIN') as HTMLInputElement;
  const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '""') as string;
  /** What the boxes show, box by box. */
  const boxes = () => [...container.querySelectorAll('[aria-hidden="true"]')].map((box) => box.textContent);
  return { user, input, value, boxes };
}

describe('PinField', () => {
  it('is one labelled input for the numeric keypad, offering the one-time code', () => {
    const { input, boxes } = setup({ autoComplete: 'one-time-code' });
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.maxLength).toBe(4);
    expect(boxes()).toEqual(['', '', '', '']);
  });

  it('shows each digit in its box and reports completion once, with the code', async () => {
    const onComplete = vi.fn();
    const { user, input, value, boxes } = setup({ onComplete });
    await user.click(input);
    await user.keyboard('1');
    expect(boxes()).toEqual(['1', '', '', '']);
    await user.keyboard('234');
    expect(boxes()).toEqual(['1', '2', '3', '4']);
    expect(value()).toBe('1234');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('ignores anything that is not a digit and takes no more than four', async () => {
    const { user, input, value } = setup();
    await user.click(input);
    await user.keyboard('a- .7');
    expect(value()).toBe('7');
    await user.keyboard('89012');
    expect(value()).toBe('7890');
  });

  it('Backspace removes the last digit', async () => {
    const { user, input, value, boxes } = setup();
    await user.click(input);
    await user.keyboard('12{Backspace}');
    expect(value()).toBe('1');
    expect(boxes()).toEqual(['1', '', '', '']);
  });

  it('a pasted (or autofilled) code fills every box and drops separators', async () => {
    const onComplete = vi.fn();
    const { user, input, value, boxes } = setup({ onComplete });
    await user.click(input);
    await user.keyboard('9');
    await user.paste('12-34');
    expect(value()).toBe('1234');
    expect(boxes()).toEqual(['1', '2', '3', '4']);
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('a paste of part of a code is added to what was typed; one without digits changes nothing', async () => {
    const { user, input, value } = setup();
    await user.click(input);
    await user.paste('abcd');
    expect(value()).toBe('');
    await user.keyboard('1');
    await user.paste('2 3');
    expect(value()).toBe('123');
  });

  it('shows dots, not digits, for an MPIN', async () => {
    const { user, input, boxes } = setup({ masked: true });
    expect(input.type).toBe('password');
    await user.click(input);
    await user.keyboard('12');
    expect(boxes()).toEqual(['•', '•', '', '']);
  });
});
