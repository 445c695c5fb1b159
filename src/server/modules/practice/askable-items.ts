/**
 * The items a practice request may ask, as the same array for the same content: the policy
 * (nextPracticeItem) keeps its index of a candidates array per array, so a list filtered anew on
 * every request would be indexed anew on every request, at several times the cost of the choice.
 */
import type { PracticeItem } from '#core/adaptive/index.ts';
import { getTemplate } from '#core/questions/registry.ts';
import { createLruCache } from '../../lru-cache.ts';
import { PRACTICE_ITEMS, itemKeyOf } from '../learner-model/learner-model.catalog.ts';

/** Lists kept, the least recently used dropped first: a pupil needs one for 20 questions after a diagnostic. */
const KEPT_LISTS = 128;
const withoutKeys = createLruCache<readonly PracticeItem[]>(KEPT_LISTS);

/** Every practice item but those with the given item keys (a diagnostic's items). */
export function practiceItemsWithout(itemKeys: ReadonlySet<string>): readonly PracticeItem[] {
  if (itemKeys.size === 0) return PRACTICE_ITEMS;
  const cacheKey = [...itemKeys].sort().join('\n');
  const kept = withoutKeys.get(cacheKey);
  if (kept) return kept;
  const items = PRACTICE_ITEMS.filter((c) => !itemKeys.has(itemKeyOf(c.templateId, c.level)));
  withoutKeys.set(cacheKey, items);
  return items;
}

const OPEN_TASK_ITEMS: ReadonlySet<PracticeItem> = new Set(
  PRACTICE_ITEMS.filter((i) => getTemplate(i.templateId)?.open),
);
const openTasksOf = new WeakMap<readonly PracticeItem[], readonly PracticeItem[]>();

/** The open tasks ("zadania otwarte") among the items. */
export function openTaskItems(items: readonly PracticeItem[]): readonly PracticeItem[] {
  let open = openTasksOf.get(items);
  if (!open) openTasksOf.set(items, (open = items.filter((c) => OPEN_TASK_ITEMS.has(c))));
  return open;
}

const closedOf = new WeakMap<readonly PracticeItem[], readonly PracticeItem[]>();

/** The items that are not open tasks (every question but the open-task slots'). */
export function closedTaskItems(items: readonly PracticeItem[]): readonly PracticeItem[] {
  let closed = closedOf.get(items);
  if (!closed) closedOf.set(items, (closed = items.filter((c) => !OPEN_TASK_ITEMS.has(c))));
  return closed;
}
