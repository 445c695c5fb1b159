import { Link } from 'react-router';
import { familyPl } from '../../../i18n/family.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Card, Container } from '../../../ui/card.tsx';
import { CheckIcon } from '../../../ui/icons.tsx';

const t = familyPl.farewell;

/** /account/deleted: the farewell after the family's data is gone (signed out by then). */
export default function AccountDeletedPage() {
  return (
    <Container size="sm" className="py-12 sm:py-20">
      <Card className="p-8 text-center sm:p-10">
        <div className="mx-auto grid size-14 place-items-center rounded-2xl bg-emerald-100 text-emerald-700">
          <CheckIcon className="size-7" />
        </div>
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-slate-900">{t.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{t.text}</p>
        <Link to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
          {t.home}
        </Link>
      </Card>
    </Container>
  );
}
