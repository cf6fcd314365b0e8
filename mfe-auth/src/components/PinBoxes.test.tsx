import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PinBoxes } from './PinBoxes';

function Harness({ onComplete, autoComplete }: { onComplete?: (value: string) => void; autoComplete?: 'one-time-code' | 'off' }) {
  const [value, setValue] = useState('');
  return (
    <>
      <PinBoxes label="Enter MPIN" value={value} onChange={setValue} {...(onComplete ? { onComplete } : {})} {...(autoComplete ? { autoComplete } : {})} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const group = screen.getByRole('group', { name: 'Enter MPIN' });
  const boxes = [1, 2, 3, 4].map((n) => within(group).getByLabelText(`Digit ${n} of 4`) as HTMLInputElement);
  const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '""') as string;
  return { user, boxes, value };
}

describe('PinBoxes', () => {
  it('labels each box and asks for the numeric keypad', () => {
    const { boxes } = setup({ autoComplete: 'one-time-code' });
    expect(boxes).toHaveLength(4);
    for (const box of boxes) expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(boxes[0]!.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('moves to the next box after each digit and reports completion once full', async () => {
    const onComplete = vi.fn();
    const { user, boxes, value } = setup({ onComplete });
    await user.click(boxes[0]!);
    await user.keyboard('1');
    expect(document.activeElement).toBe(boxes[1]);
    await user.keyboard('234');
    expect(boxes.map((box) => box.value)).toEqual(['1', '2', '3', '4']);
    expect(value()).toBe('1234');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('ignores anything that is not a digit', async () => {
    const { user, boxes, value } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('a- .');
    expect(boxes[0]!.value).toBe('');
    expect(document.activeElement).toBe(boxes[0]);
    await user.keyboard('7');
    expect(value()).toBe('7');
  });

  it('Backspace on an empty box clears the previous one and focuses it', async () => {
    const { user, boxes, value } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('12');
    expect(document.activeElement).toBe(boxes[2]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes[1]);
    expect(value()).toBe('1');
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes[0]);
    expect(value()).toBe('');
  });

  it('Backspace on a filled box clears only that box and keeps later digits', async () => {
    const { user, boxes, value } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('1234');
    await user.click(boxes[1]!);
    await user.keyboard('{Backspace}');
    expect(boxes.map((box) => box.value)).toEqual(['1', '', '3', '4']);
    expect(value()).toBe('1 34');
    await user.keyboard('9');
    expect(value()).toBe('1934');
  });

  it('pasting four digits fills every box, whichever box has focus, and drops separators', async () => {
    const onComplete = vi.fn();
    const { user, boxes, value } = setup({ onComplete });
    await user.click(boxes[2]!);
    await user.paste('12-34');
    expect(boxes.map((box) => box.value)).toEqual(['1', '2', '3', '4']);
    expect(value()).toBe('1234');
    expect(onComplete).toHaveBeenCalledWith('1234');
    expect(document.activeElement).toBe(boxes[3]);
  });

  it('a paste without digits changes nothing', async () => {
    const { user, boxes, value } = setup();
    await user.click(boxes[0]!);
    await user.paste('abcd');
    expect(value()).toBe('');
  });

  it('typing over a filled box replaces its digit', async () => {
    const { user, boxes, value } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('5');
    await user.click(boxes[0]!);
    await user.keyboard('8');
    expect(value()).toBe('8');
    expect(document.activeElement).toBe(boxes[1]);
  });
});
