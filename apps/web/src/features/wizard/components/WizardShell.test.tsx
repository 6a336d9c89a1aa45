// @vitest-environment happy-dom
// The wizard shell in a real router with a stand-in step panel: what each answer code of a save
// does (70022, 70020, 003, 70030 with its reload, session codes, anything else), and the leave
// dialog of the step list, Back and route changes. The calls are mocked; texts are i18n keys.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import i18next from 'i18next';
import { useImperativeHandle, useRef, useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { Link, RouterProvider, createMemoryRouter, useSearchParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveAnswer, StudentDraft } from '@portal/shared';
import { ApiError } from '../../../lib/api-client';
import type { StepPanelProps, StepValues } from '../types';

const calls = vi.hoisted(() => ({ saveStudent: vi.fn(), fetchStudentInfo: vi.fn(), abortSession: vi.fn(), toastError: vi.fn() }));

vi.mock('../api/student', () => ({
  infoQueryKey: (p: { id: number }) => ['wizard', 'info', p.id],
  fetchStudentInfo: calls.fetchStudentInfo,
  saveStudent: calls.saveStudent,
  switchCountry: vi.fn(),
}));
vi.mock('../../../lib/api-client', async (original) => ({ ...(await original<object>()), abortSession: calls.abortSession }));
vi.mock('../../../lib/feedback', () => ({
  toast: { error: calls.toastError, success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  dialog: { warning: vi.fn(), confirm: vi.fn(), success: vi.fn() },
  preloadFeedback: vi.fn(),
}));

/**
 * A step panel as the contract asks: one text field `field<N>` (its server errors shown under it)
 * and a secret that is never reported (memoryOnly), both starting from `restored` when given.
 */
function FakePanel(props: StepPanelProps) {
  const name = `field${props.step}`;
  const stored = String((props.draft as unknown as StepValues)[name] ?? '');
  const [value, setValue] = useState(String(props.restored?.[name] ?? stored));
  const [error, setError] = useState<string | null>(null);
  const secret = useRef(String(props.restored?.secret ?? ''));
  useImperativeHandle(props.ref, () => ({
    collect: async () => ({ [name]: value }),
    showServerErrors(errors) {
      const mine = errors.find((e) => e.field === name);
      if (mine) setError(mine.message);
      return errors.filter((e) => e.field !== name).map((e) => e.message);
    },
    memoryOnly: () => (secret.current ? { secret: secret.current } : {}),
  }));
  return (
    <div>
      <input
        aria-label={name}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          props.onChange(e.target.value === stored ? {} : { [name]: e.target.value }, e.target.value !== stored);
        }}
      />
      <input aria-label="secret" defaultValue={secret.current} onChange={(e) => (secret.current = e.target.value)} />
      {error ? <p role="alert">{error}</p> : null}
      <span data-testid="version">{props.draft.version}</span>
    </div>
  );
}

vi.mock('../steps/registry', () => {
  const panels = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i + 1, () => Promise.resolve({ default: FakePanel })]));
  return { STEP_PANELS: panels, REGISTERED_STEPS: new Set(Object.keys(panels).map(Number)) };
});

// Imported after the mocks it relies on.
const { WizardShell } = await import('./WizardShell');
const { parseWizardQuery } = await import('../nav');

const draft = (over: Record<string, unknown> = {}) =>
  ({
    id: 7,
    stuId: 7,
    version: 3,
    countryId: '140',
    stuName: '张三',
    stuSpell: 'Zhang San',
    isEditable: '0',
    referralStatus: 0,
    agentDraftStatus: '0',
    stuOther: { currentStep: 3, currentStepStr: '1,2,3', annexTypeList: [] },
    agentApplyList: [],
    applyList: [],
    carryUni: null,
    field3: 'stored',
    ...over,
  }) as unknown as StudentDraft;

const saved = (over: Partial<SaveAnswer> = {}): SaveAnswer => ({
  stuId: 7,
  version: 4,
  currentStep: 3,
  currentStepStr: '1,2,3',
  agentDraftStatus: '0',
  referralStatus: 0,
  ...over,
});

function Page({ loaded }: { loaded: StudentDraft }) {
  const [params] = useSearchParams();
  return (
    <>
      <Link to="/elsewhere">leave the wizard</Link>
      <WizardShell loaded={loaded} query={parseWizardQuery(params)} />
    </>
  );
}

function open(loaded = draft(), url = '/studentInfo?id=7&activeStep=3') {
  const router = createMemoryRouter(
    [
      { path: '/studentInfo', element: <Page loaded={loaded} /> },
      { path: '/elsewhere', element: <p>another page</p> },
      { path: '/myApply', element: <p>my applications</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient();
  // Without motion, a closed antd dialog leaves the page at once (happy-dom runs no animations).
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return router;
}

const stepOf = (router: ReturnType<typeof open>) => new URLSearchParams(router.state.location.search).get('activeStep');
const field = (n: number) => screen.findByLabelText(`field${n}`);
const type = async (n: number, text: string) => fireEvent.change(await field(n), { target: { value: text } });
const next = async () => {
  // The first panel of a run waits for its lazy module and antd's first render: give it time.
  const button = await screen.findByRole('button', { name: 'actions.next' }, { timeout: 5000 });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
};
/** The open antd dialog holding this text. */
const dialogWith = async (text: string) => {
  const dialogs = await screen.findAllByRole('dialog');
  const found = dialogs.find((d) => within(d).queryByText(text));
  if (!found) throw new Error(`no dialog with ${text}`);
  return within(found);
};

/** Whether a dialog showing this text is open (a closed antd dialog stays in the page, hidden). */
const shownInDialog = (text: string) => screen.queryAllByRole('dialog').some((d) => within(d).queryByText(text));

beforeAll(async () => {
  // Keys as texts: the tests name what the shell shows, in either language.
  await i18next.use(initReactI18next).init({ lng: 'cimode', resources: {} });
});
beforeEach(() => {
  sessionStorage.clear();
  for (const f of Object.values(calls)) f.mockReset();
});
afterEach(cleanup);

describe('saving a step: the answer codes', () => {
  it('saves the step and opens the next one with the answer as the draft', async () => {
    calls.saveStudent.mockResolvedValueOnce(saved());
    const router = open();
    await type(3, 'typed');
    await next();
    await waitFor(() => expect(stepOf(router)).toBe('4'));
    expect(calls.saveStudent).toHaveBeenCalledTimes(1);
    expect(calls.saveStudent.mock.calls[0][0]).toMatchObject({
      id: 7,
      stuId: 7,
      version: 3,
      field3: 'typed',
      stuOther: { currentStep: 3 },
    });
    expect((await screen.findByTestId('version')).textContent).toBe('4');
  });

  it('70022: asks, and OK saves again with isDuplicate', async () => {
    calls.saveStudent
      .mockRejectedValueOnce(new ApiError('business', '70022', 'Zhang San 2004-05-06 exists'))
      .mockResolvedValueOnce(saved());
    const router = open();
    await next();
    const dialog = await dialogWith('Zhang San 2004-05-06 exists');
    fireEvent.click(dialog.getByRole('button', { name: 'ok' }));
    await waitFor(() => expect(stepOf(router)).toBe('4'));
    expect(calls.saveStudent).toHaveBeenCalledTimes(2);
    expect(calls.saveStudent.mock.calls[0][0].isDuplicate).toBeUndefined();
    expect(calls.saveStudent.mock.calls[1][0]).toMatchObject({ isDuplicate: 1 });
  });

  it('70022: cancel stays and sends nothing more', async () => {
    calls.saveStudent.mockRejectedValueOnce(new ApiError('business', '70022', 'exists'));
    const router = open();
    await next();
    fireEvent.click((await dialogWith('exists')).getByRole('button', { name: 'cancel' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'actions.next' }) as HTMLButtonElement).disabled).toBe(false));
    expect(calls.saveStudent).toHaveBeenCalledTimes(1);
    expect(stepOf(router)).toBe('3');
  });

  it.each(['70020', '70023'])('%s: the red tip with the message, and the step stays', async (code) => {
    calls.saveStudent.mockRejectedValueOnce(new ApiError('business', code, 'not allowed here'));
    const router = open();
    await next();
    const dialog = await dialogWith('not allowed here');
    expect(dialog.getAllByText('tips').length).toBeGreaterThan(0);
    expect(stepOf(router)).toBe('3');
    expect(calls.saveStudent).toHaveBeenCalledTimes(1);
  });

  it('003: errors of the step go onto its fields, the others are toasted', async () => {
    calls.saveStudent.mockRejectedValueOnce(
      new ApiError('business', '003', 'field3: 请输入', {
        errors: [
          { field: 'field3', message: '请输入' },
          { field: 'stuOther.currentStep', message: '选项不正确' },
        ],
      }),
    );
    const router = open();
    await next();
    expect((await screen.findByRole('alert')).textContent).toBe('请输入');
    expect(calls.toastError).toHaveBeenCalledWith('选项不正确');
    expect(calls.toastError).toHaveBeenCalledTimes(1);
    expect(stepOf(router)).toBe('3');
  });

  it('003 without field errors: the message is toasted', async () => {
    calls.saveStudent.mockRejectedValueOnce(new ApiError('business', '003', 'Invalid input', null));
    open();
    await next();
    await waitFor(() => expect(calls.toastError).toHaveBeenCalledWith('Invalid input'));
  });

  it('a session code ends the session; the typed values stay in sessionStorage', async () => {
    calls.saveStudent.mockRejectedValueOnce(new ApiError('business', '014', 'Session expired'));
    open();
    await type(3, 'kept for later');
    await next();
    await waitFor(() => expect(calls.abortSession).toHaveBeenCalledWith('014', 'Session expired'));
    expect(sessionStorage.getItem('wizard.unsaved.7.3')).toContain('kept for later');
  });

  it('any other failure is toasted with its message', async () => {
    calls.saveStudent.mockRejectedValueOnce(new ApiError('network', '', 'The network is down'));
    const router = open();
    await next();
    await waitFor(() => expect(calls.toastError).toHaveBeenCalledWith('The network is down'));
    expect(stepOf(router)).toBe('3');
  });
});

describe('70030: someone saved since', () => {
  it('Reload loads the stored file and keeps what was typed on the step, secrets included; the next save uses the new version', async () => {
    calls.saveStudent
      .mockRejectedValueOnce(new ApiError('business', '70030', 'changed', { version: 5 }))
      .mockResolvedValueOnce(saved({ version: 6 }));
    calls.fetchStudentInfo.mockResolvedValueOnce(draft({ version: 5, field3: 'theirs' }));
    const router = open();
    await type(3, 'mine');
    fireEvent.change(await screen.findByLabelText('secret'), { target: { value: '321' } });
    await next();
    fireEvent.click((await dialogWith('conflict.content')).getByRole('button', { name: 'conflict.reload' }));
    await waitFor(() => expect(screen.getByTestId('version').textContent).toBe('5'));
    expect(calls.fetchStudentInfo).toHaveBeenCalledWith({ id: 7 });
    expect((screen.getByLabelText('field3') as HTMLInputElement).value).toBe('mine');
    expect((screen.getByLabelText('secret') as HTMLInputElement).value).toBe('321');
    await next();
    await waitFor(() => expect(stepOf(router)).toBe('4'));
    expect(calls.saveStudent.mock.calls[1][0]).toMatchObject({ version: 5, field3: 'mine' });
  });

  it('cancel keeps the form as it is and loads nothing', async () => {
    calls.saveStudent.mockRejectedValueOnce(new ApiError('business', '70030', 'changed'));
    open();
    await type(3, 'mine');
    await next();
    fireEvent.click((await dialogWith('conflict.content')).getByRole('button', { name: 'cancel' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'actions.next' }) as HTMLButtonElement).disabled).toBe(false));
    expect(calls.fetchStudentInfo).not.toHaveBeenCalled();
    expect((screen.getByLabelText('field3') as HTMLInputElement).value).toBe('mine');
  });
});

describe('the leave dialog', () => {
  it('Back without changes goes at once, never saving', async () => {
    const router = open();
    await field(3);
    fireEvent.click(screen.getByRole('button', { name: 'actions.back' }));
    await waitFor(() => expect(stepOf(router)).toBe('2'));
    expect(screen.queryByText('leave.content')).toBeNull();
    expect(calls.saveStudent).not.toHaveBeenCalled();
  });

  it("Back with changes asks; Don't save goes and forgets them", async () => {
    const router = open();
    await type(3, 'typed');
    fireEvent.click(screen.getByRole('button', { name: 'actions.back' }));
    fireEvent.click((await dialogWith('leave.content')).getByRole('button', { name: 'leave.discard' }));
    await waitFor(() => expect(stepOf(router)).toBe('2'));
    expect(calls.saveStudent).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('wizard.unsaved.7.3')).toBeNull();
  });

  it('the step list with changes asks; Save saves and opens the picked step', async () => {
    calls.saveStudent.mockResolvedValueOnce(saved());
    const router = open();
    await type(3, 'typed');
    fireEvent.click(screen.getByText('steps.guardian'));
    fireEvent.click((await dialogWith('leave.content')).getByRole('button', { name: 'leave.save' }));
    await waitFor(() => expect(stepOf(router)).toBe('7'));
    expect(calls.saveStudent.mock.calls[0][0]).toMatchObject({ field3: 'typed', agentDraftStatus: 0, stuOther: { currentStep: 3 } });
  });

  it('closing the dialog stays with the changes', async () => {
    const router = open();
    await type(3, 'typed');
    fireEvent.click(screen.getByRole('button', { name: 'actions.back' }));
    fireEvent.click((await dialogWith('leave.content')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(shownInDialog('leave.content')).toBe(false));
    expect(stepOf(router)).toBe('3');
    expect((screen.getByLabelText('field3') as HTMLInputElement).value).toBe('typed');
  });

  it('leaving the route with changes asks too: stay keeps the page, Save saves and goes', async () => {
    calls.saveStudent.mockResolvedValueOnce(saved());
    const router = open();
    await type(3, 'typed');
    fireEvent.click(screen.getByText('leave the wizard'));
    fireEvent.click((await dialogWith('leave.content')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studentInfo'));
    fireEvent.click(screen.getByText('leave the wizard'));
    await act(async () => fireEvent.click((await dialogWith('leave.content')).getByRole('button', { name: 'leave.save' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(calls.saveStudent).toHaveBeenCalledTimes(1);
  });
});

describe('the restore offer', () => {
  it('offers back what was typed and not saved (e.g. before a session expiry); Restore puts it on the step', async () => {
    sessionStorage.setItem('wizard.unsaved.7.3', JSON.stringify({ at: Date.now(), values: { field3: 'typed before' } }));
    open();
    expect(((await field(3)) as HTMLInputElement).value).toBe('stored');
    fireEvent.click(await screen.findByRole('button', { name: 'restore.restore' }));
    await waitFor(() => expect((screen.getByLabelText('field3') as HTMLInputElement).value).toBe('typed before'));
    expect(screen.queryByText('restore.text')).toBeNull();
  });

  it('Discard forgets them', async () => {
    sessionStorage.setItem('wizard.unsaved.7.3', JSON.stringify({ at: Date.now(), values: { field3: 'typed before' } }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'restore.discard' }));
    await waitFor(() => expect(screen.queryByText('restore.text')).toBeNull());
    expect(sessionStorage.getItem('wizard.unsaved.7.3')).toBeNull();
    expect((screen.getByLabelText('field3') as HTMLInputElement).value).toBe('stored');
  });
});
