import { useId, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AREA_NAMES, type AreaId } from '#core/curriculum/skills.ts';
import { pl } from '../../../i18n/pl.ts';
import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import { cn } from '../../../lib/cn.ts';
import { Button, Spinner } from '../../../ui/button.tsx';
import { Alert, Card, Container, PageHeader, RetryAlert } from '../../../ui/card.tsx';
import { ArrowLeft } from '../../../ui/icons.tsx';
import { contentApi, type ContentLevel, type ContentSkill } from '../content/api.ts';
import { groupSkills } from '../content/group.ts';
import { SampleView } from '../content/sample-view.tsx';

const t = diagnosticPl.adminContent;
const LEVELS: readonly ContentLevel[] = [1, 2, 3];

function newSeed(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return (buf[0] ?? 1) % 2_147_483_647;
}

const areaName = (area: string) => (area ? (AREA_NAMES[area as AreaId] ?? area) : t.noArea);

/**
 * /admin/content: skills (by grade and area) → templates → a sample item with its answer,
 * steps, hints and common errors. The selection lives in the URL so a sample can be shared.
 */
export default function ContentPage() {
  const [params, setParams] = useSearchParams();
  const skillsQuery = useQuery({ queryKey: ['admin', 'content', 'skills'], queryFn: contentApi.skills });
  const [grade, setGrade] = useState<string>('');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const gradeId = useId();

  const skillId = params.get('skill');
  const templateId = params.get('template');
  const levelParam = Number(params.get('level'));
  const level: ContentLevel = levelParam === 1 || levelParam === 3 ? levelParam : 2;
  const seed = Number(params.get('seed')) || 1;

  const skills = useMemo(() => skillsQuery.data?.skills ?? [], [skillsQuery.data]);
  const byId = useMemo(() => new Map<string, ContentSkill>(skills.map((s) => [s.id, s])), [skills]);
  const groups = useMemo(() => groupSkills(skills, grade || null, query), [skills, grade, query]);
  const skill = skillId ? byId.get(skillId) : undefined;

  const update = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) p.delete(k);
      else p.set(k, v);
    }
    setParams(p, { replace: true });
  };

  return (
    <Container className="py-8 sm:py-10">
      <Link
        to="/admin"
        className="mb-4 inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-indigo-700 hover:text-indigo-900 focus-visible:outline-3 focus-visible:outline-indigo-500"
      >
        <ArrowLeft className="size-4" />
        {t.back}
      </Link>
      <PageHeader title={t.title} subtitle={t.subtitle} />

      {skillsQuery.isError && (
        <RetryAlert title={t.loadFailed} retry={pl.common.retry} onRetry={() => void skillsQuery.refetch()} />
      )}
      {skillsQuery.isPending && (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner /> {t.loading}
        </p>
      )}

      {skillsQuery.data && (
        <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
          <Card padding="none" className="flex max-h-[80vh] flex-col overflow-hidden lg:sticky lg:top-20">
            <div className="space-y-3 border-b border-slate-100 p-4">
              <h2 className="text-lg font-bold text-slate-900">
                {t.skillsTitle}{' '}
                <span className="text-sm font-medium text-slate-600">({t.skillsCount(skills.length)})</span>
              </h2>
              <div>
                <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-slate-800">
                  {t.search}
                </label>
                <input
                  id={searchId}
                  type="search"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  placeholder={t.searchPlaceholder}
                  className="block w-full rounded-xl border border-slate-300 px-3 py-2 text-base placeholder:text-slate-500 focus:border-indigo-500 focus:outline-3 focus:outline-indigo-500/40"
                />
              </div>
              <div>
                <label htmlFor={gradeId} className="mb-1 block text-sm font-semibold text-slate-800">
                  {t.grade}
                </label>
                <select
                  id={gradeId}
                  value={grade}
                  onChange={(e) => setGrade(e.target.value)}
                  className="block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base focus:border-indigo-500 focus:outline-3 focus:outline-indigo-500/40"
                >
                  <option value="">{t.allGrades}</option>
                  {(['5', '6', '7', '8', '1LO'] as const).map((g) => (
                    <option key={g} value={g}>
                      {pl.grades[g]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <nav aria-label={t.skillsTitle} className="flex-1 overflow-y-auto p-2">
              {groups.length === 0 && <p className="p-3 text-slate-600">{t.noSkills}</p>}
              {groups.map((g) => (
                <section key={g.grade} className="mb-3">
                  <h3 className="sticky top-0 z-10 bg-white px-2 py-1.5 text-sm font-bold uppercase tracking-wide text-indigo-800">
                    {pl.grades[g.grade as keyof typeof pl.grades] ?? g.grade}
                  </h3>
                  {g.areas.map((a) => (
                    <div key={a.area} className="mb-2">
                      <h4 className="px-2 pt-1 text-xs font-semibold text-slate-600">{areaName(a.area)}</h4>
                      <ul>
                        {a.skills.map((s) => (
                          <li key={s.id}>
                            <button
                              type="button"
                              aria-current={s.id === skillId ? 'true' : undefined}
                              onClick={() => update({ skill: s.id, template: null, seed: null })}
                              className={cn(
                                'flex w-full items-start justify-between gap-2 rounded-lg px-2 py-2 text-left text-sm transition-colors focus-visible:outline-3 focus-visible:outline-indigo-500',
                                s.id === skillId ? 'bg-indigo-600 text-white' : 'text-slate-800 hover:bg-indigo-50',
                              )}
                            >
                              <span>{s.name}</span>
                              <span
                                className={cn(
                                  'shrink-0 rounded-full px-2 text-xs font-semibold',
                                  s.id === skillId ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
                                )}
                              >
                                {s.templates.length}
                              </span>
                            </button>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </section>
              ))}
            </nav>
          </Card>

          <div className="min-w-0 space-y-6">
            {!skill ? (
              <Card className="text-slate-600">{t.chooseSkill}</Card>
            ) : (
              <SkillPanel
                skill={skill}
                byId={byId}
                templateId={templateId}
                onTemplate={(id) => update({ template: id, seed: String(newSeed()) })}
              />
            )}
            {skill && templateId && skill.templates.some((x) => x.id === templateId) && (
              <SamplePanel
                templateId={templateId}
                level={level}
                seed={seed}
                onLevel={(l) => update({ level: String(l) })}
                onReroll={() => update({ seed: String(newSeed()) })}
              />
            )}
          </div>
        </div>
      )}
    </Container>
  );
}

function SkillPanel({
  skill,
  byId,
  templateId,
  onTemplate,
}: {
  skill: ContentSkill;
  byId: ReadonlyMap<string, ContentSkill>;
  templateId: string | null;
  onTemplate: (id: string) => void;
}) {
  return (
    <Card>
      <p className="text-sm font-semibold text-indigo-700">
        {pl.grades[skill.grade] ?? skill.grade} · {skill.areas.map(areaName).join(', ') || t.noArea}
      </p>
      <h2 className="mt-1 text-2xl font-bold text-slate-900">{skill.name}</h2>
      <p className="mt-1 font-mono text-xs text-slate-600">{skill.id}</p>
      {skill.prerequisites.length > 0 && (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-semibold">{t.prerequisites}: </span>
          {skill.prerequisites.map((p) => byId.get(p)?.name ?? p).join(' · ')}
        </p>
      )}
      <h3 className="mt-5 text-lg font-bold text-slate-900">
        {t.templatesTitle}{' '}
        <span className="text-sm font-medium text-slate-600">({t.templatesCount(skill.templates.length)})</span>
      </h3>
      {skill.templates.length === 0 ? (
        <p className="mt-2 text-slate-600">{t.noTemplates}</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {skill.templates.map((tpl) => (
            <li key={tpl.id}>
              <button
                type="button"
                aria-pressed={tpl.id === templateId}
                onClick={() => onTemplate(tpl.id)}
                className={cn(
                  'flex h-full w-full flex-col items-start rounded-xl border-2 px-4 py-3 text-left transition-colors focus-visible:outline-3 focus-visible:outline-indigo-500',
                  tpl.id === templateId
                    ? 'border-indigo-600 bg-indigo-50 text-indigo-950'
                    : 'border-slate-200 bg-white text-slate-900 hover:border-indigo-300',
                )}
              >
                <span className="font-semibold">{tpl.title}</span>
                <span className="mt-0.5 font-mono text-xs text-slate-600">
                  {tpl.id}
                  {tpl.examStyle !== 'standard' ? ` · ${tpl.examStyle}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {skill.templates.length > 0 && !templateId && <p className="mt-3 text-sm text-slate-600">{t.chooseTemplate}</p>}
    </Card>
  );
}

function SamplePanel({
  templateId,
  level,
  seed,
  onLevel,
  onReroll,
}: {
  templateId: string;
  level: ContentLevel;
  seed: number;
  onLevel: (l: ContentLevel) => void;
  onReroll: () => void;
}) {
  const sample = useQuery({
    queryKey: ['admin', 'content', 'sample', templateId, level, seed],
    queryFn: () => contentApi.sample(templateId, level, seed),
    placeholderData: keepPreviousData,
  });
  const levelName = useId();
  return (
    <Card>
      <div className="flex flex-col gap-4">
        <div>
          <h2 className="text-xl font-bold text-slate-900">{t.sampleTitle}</h2>
          <p className="mt-0.5 font-mono text-xs text-slate-600">
            {templateId} · {t.seed(seed)}
          </p>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-slate-800">{t.level}</legend>
            <div className="flex gap-1.5">
              {LEVELS.map((l) => (
                <label
                  key={l}
                  title={t.levels[l]}
                  className={cn(
                    'grid min-h-11 min-w-11 cursor-pointer place-items-center rounded-xl border-2 px-3 font-bold has-focus-visible:outline-3 has-focus-visible:outline-indigo-500',
                    l === level
                      ? 'border-indigo-600 bg-indigo-50 text-indigo-900'
                      : 'border-slate-200 bg-white text-slate-700 hover:border-indigo-300',
                  )}
                >
                  <input
                    type="radio"
                    name={levelName}
                    className="sr-only"
                    checked={l === level}
                    onChange={() => onLevel(l)}
                    aria-label={t.levels[l]}
                  />
                  <span aria-hidden="true">{l}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <Button variant="secondary" onClick={onReroll} loading={sample.isFetching}>
            {t.reroll}
          </Button>
        </div>
      </div>
      <div className="mt-6">
        {sample.isError && (
          <Alert tone="error" title={t.sampleFailed}>
            {sample.error.message}
          </Alert>
        )}
        {sample.data && <SampleView sample={sample.data} />}
        {sample.isPending && (
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <Spinner /> {t.loading}
          </p>
        )}
      </div>
    </Card>
  );
}
