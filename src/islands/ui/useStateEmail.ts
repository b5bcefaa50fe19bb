import { readNavigationState } from '../../lib/navigation';
import { isEmailState } from '../../lib/navigation/states';
import { useClientValue } from './useClientValue';

/** The email handed to this page by navigate(), or null (opened directly, or another state). */
export function useStateEmail(): string | null {
  return useClientValue(() => readNavigationState(isEmailState)?.email || null, null);
}
