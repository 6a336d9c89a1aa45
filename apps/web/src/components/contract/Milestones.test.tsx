// @vitest-environment happy-dom
// The milestones in their order whatever the answer's order, done ones marked, the server's titles
// and rules where the answer has them (else the contract texts), nothing without a contract.
// Texts are i18n keys (cimode).
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Milestones, orderedMilestones } from './Milestones';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});
afterEach(cleanup);

describe('milestones', () => {
  it('keep the four kinds in order; a missing one is not done', () => {
    expect(orderedMilestones([{ kind: 'visa', done: true }]).map((m) => [m.kind, m.done])).toEqual([
      ['schools', false],
      ['offer', false],
      ['visa', true],
      ['enrolment', false],
    ]);
  });

  it('mark the done ones and count them (compact: the card strip)', () => {
    const { container } = render(
      <Milestones
        compact
        milestones={[
          { kind: 'offer', done: true },
          { kind: 'schools', done: true },
          { kind: 'visa', done: false },
          { kind: 'enrolment', done: false },
        ]}
      />,
    );
    const items = [...container.querySelectorAll('.ms__item')];
    expect(items.map((i) => [i.getAttribute('data-kind'), i.getAttribute('data-done')])).toEqual([
      ['schools', '1'],
      ['offer', '1'],
      ['visa', '0'],
      ['enrolment', '0'],
    ]);
    expect(container.querySelector('.ms__rule')).toBeNull();
    expect(container.textContent).toContain('milestones.kinds.visa');
  });

  it("show the server's title, day and refund rule in full", () => {
    const { container } = render(
      <Milestones
        milestones={[{ kind: 'offer', done: true, doneAt: '2026-11-27 10:00:00', title: '获得录取', refundRule: '首次延期免费' }]}
      />,
    );
    const offer = container.querySelector('[data-kind=offer]')!;
    expect(offer.querySelector('.ms__name')!.textContent).toBe('获得录取');
    expect(offer.querySelector('.ms__rule')!.textContent).toBe('首次延期免费');
    expect(offer.querySelector('.ms__state')!.textContent).toBe('milestones.doneAt');
    expect(container.querySelector('[data-kind=visa] .ms__rule')!.textContent).toBe('milestones.rules.visa');
  });

  it('draw nothing without milestones', () => {
    const { container } = render(<Milestones milestones={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
