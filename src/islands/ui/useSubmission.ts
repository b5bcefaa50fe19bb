// The one submit pattern: a reducer over named states. A second submit while busy is ignored, and
// after success the form stays locked while the browser navigates away; an action that may run
// again after a success (`repeatable`: sending an email again) accepts a new run then.
import { useCallback, useReducer, useRef } from 'react';

type Submission<E> =
  { status: 'idle' } | { status: 'busy' } | { status: 'success' } | { status: 'failed'; error: E };

type Action<E> =
  { type: 'start' } | { type: 'succeed' } | { type: 'fail'; error: E } | { type: 'reset' };

function reduce<E>(state: Submission<E>, action: Action<E>): Submission<E> {
  switch (action.type) {
    case 'start':
      return { status: 'busy' };
    case 'succeed':
      return { status: 'success' };
    case 'fail':
      return { status: 'failed', error: action.error };
    case 'reset':
      return state.status === 'busy' ? state : { status: 'idle' };
  }
}

/**
 * Runs one submission at a time; `toError` turns a thrown failure into what the form shows.
 * `repeatable`: a success leaves it open for another run.
 */
export function useSubmission<E>(toError: (error: unknown) => E, repeatable = false) {
  const [state, dispatch] = useReducer(reduce<E>, { status: 'idle' });
  const running = useRef(false);

  const run = useCallback(
    async (task: () => Promise<void>) => {
      if (running.current) return;
      running.current = true;
      dispatch({ type: 'start' });
      try {
        await task();
        dispatch({ type: 'succeed' });
        running.current = !repeatable;
      } catch (error) {
        dispatch({ type: 'fail', error: toError(error) });
        running.current = false;
      }
    },
    [toError, repeatable],
  );

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  // For forms: busy, or done and on the way out (a repeatable action reads `state` instead).
  const locked = state.status === 'busy' || state.status === 'success';
  return { state, run, reset, locked };
}
