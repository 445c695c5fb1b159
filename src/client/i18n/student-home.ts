import type { Bucket } from '#core/adaptive/mastery.ts';
import type { NounForms } from '#core/text/plural.ts';

/** Plural forms the child's home counts in. */
export const homeNouns = {
  point: { one: 'punkt', few: 'punkty', many: 'punktów' },
  dayInRow: { one: 'dzień z rzędu', few: 'dni z rzędu', many: 'dni z rzędu' },
  badge: { one: 'odznaka', few: 'odznaki', many: 'odznak' },
} satisfies Record<string, NounForms>;

/** Texts of the child's home, /student (Panel ucznia). Addressed to the child: "Ty", short, warm. */
export const studentHomePl = {
  title: 'Panel ucznia',
  greeting: (name: string) => `Cześć, ${name}!`,
  subtitle: 'Twoje miejsce na codzienną matematykę.',
  chooseChild: 'Czyj panel pokazać',
  noChildrenTitle: 'Nie dodano jeszcze dziecka',
  noChildrenText: 'Dodaj dziecko, aby zobaczyć jego panel.',
  addChild: 'Dodaj dziecko',
  loadFailed: 'Nie udało się załadować panelu',
  retry: 'Spróbuj ponownie',
  today: {
    label: 'Dzisiejszy cel',
    progress: (minutes: string, goal: string) => `${minutes} z ${goal}`,
    progressLabel: 'Minuty nauki dzisiaj',
    start: 'Zaczynam dzisiejsze 20 minut',
    startFirst: 'Zaczynam pierwszą sesję',
    resume: 'Wracam do sesji',
    more: 'Ćwiczę dalej',
    starting: 'Przygotowuję zadania…',
    todo: 'Krótka sesja, zadania na Twoim poziomie. Zaczynasz od rozgrzewki.',
    done: 'Cel na dziś zdobyty! Możesz ćwiczyć dalej albo odpocząć.',
    running: 'Twoja sesja jeszcze trwa — dokończ ją.',
    closed: 'Poproś rodzica o przedłużenie dostępu',
    closedText: 'Zadania wrócą, gdy dostęp zostanie przedłużony. Twoje punkty i odznaki zostają.',
    startFailed: 'Nie udało się rozpocząć sesji. Spróbuj ponownie.',
  },
  stats: {
    label: 'Twoje wyniki',
    streak: 'Seria',
    streakNone: 'Zacznij dziś serię',
    points: 'Punkty',
    pointsToday: (points: string) => `dziś +${points}`,
    pointsHint: 'Punkty dostajesz za zadania rozwiązane samodzielnie.',
    badges: 'Odznaki',
  },
  badges: {
    title: 'Twoje odznaki',
    none: 'Pierwsza odznaka jest tuż-tuż.',
  },
  topics: {
    title: 'Mapa tematów',
    subtitle: 'Jak idzie Ci w każdym temacie. Wybierz temat i poćwicz tylko jego.',
    practise: 'Ćwicz ten temat',
    practiseLabel: (topic: string) => `Ćwicz ten temat: ${topic}`,
    unmeasured: 'Jeszcze nie sprawdzony',
    buckets: {
      know: 'Opanowany',
      in_progress: 'W trakcie',
      to_learn: 'Do nauki',
    } satisfies Record<Bucket, string>,
  },
  diagnostic: {
    title: 'Test diagnostyczny',
    none: 'Kilkanaście pytań pokaże, co już umiesz. Potem zadania będą jeszcze lepiej dopasowane.',
    done: (percent: string, date: string) => `Twój wynik: ${percent} (${date}).`,
    start: 'Rozwiąż test',
    result: 'Zobacz wynik',
    again: 'Rozwiąż ponownie',
  },
} as const;
