import { pluralForm } from '#core/text/plural.ts';
import { learningNouns } from './learning.ts';

const tasks = (n: number) => `${n} ${pluralForm(n, learningNouns.task)}`;

/** Texts of the mock egzamin ósmoklasisty (docs/decisions/0011-mock-exam.md). */
export const examPl = {
  /**
   * What the predicted range means, wherever it is shown (the pupil's result page, the parent's
   * weekly report): its 80 % level as `bench:sim` measures it (src/core/exam/prediction.ts). No
   * "you": the parent reads it too.
   */
  predictionMeaning:
    'Przewidywany wynik liczymy z ćwiczeń i egzaminu próbnego: u 8 na 10 uczniów, którzy wypadli w nich podobnie, wynik egzaminu ósmoklasisty mieści się w podanym przedziale.',
  card: {
    title: 'Egzamin próbny',
    text: 'Arkusz jak na egzaminie ósmoklasisty: zadania zamknięte i otwarte, 125 minut.',
    start: 'Napisz egzamin próbny',
    resume: 'Wróć do egzaminu',
    last: (percent: string, date: string) => `Ostatni wynik: ${percent} (${date}).`,
    lastResult: 'Zobacz ostatni wynik',
  },
  intro: {
    title: 'Próbny egzamin ósmoklasisty',
    rules: [
      '125 minut. Zegar odlicza czas także wtedy, gdy odświeżysz stronę.',
      '15 zadań zamkniętych za 1 punkt i 6 zadań otwartych za 2 lub 3 punkty: razem 30 punktów.',
      'W zadaniach otwartych wpisuj obliczenia, np. 1120 · 1,1 · 0,9, a nie tylko wyniki: punkty są za zapisaną metodę, także gdy pomylisz się w rachunkach.',
      'Możesz wracać do zadań w dowolnej kolejności. Odpowiedzi zapisują się same.',
      'Punkty i poprawne odpowiedzi zobaczysz dopiero po zakończeniu.',
      'Jak na egzaminie: bez kalkulatora.',
    ],
    start: 'Rozpoczynam egzamin',
    loading: 'Ładujemy egzamin…',
    resumed: 'Wracamy do rozpoczętego egzaminu',
    resumedText: 'Twoje odpowiedzi są zapisane.',
    seePlans: 'Zobacz plany',
    back: 'Wróć do panelu ucznia',
  },
  runner: {
    title: 'Egzamin próbny',
    taskOf: (i: number, total: number) => `Zadanie ${i} z ${total}`,
    points: (max: number) => `0–${max} pkt`,
    navLabel: 'Lista zadań',
    navItem: (i: number, answered: boolean) => `Zadanie ${i}, ${answered ? 'z odpowiedzią' : 'bez odpowiedzi'}`,
    answered: (n: number, total: number) => `Odpowiedzi: ${n} z ${total}`,
    progressLabel: 'Zadania z odpowiedzią',
    previous: 'Poprzednie',
    next: 'Następne',
    skip: 'Pomiń',
    finish: 'Zakończ egzamin',
    confirmTitle: 'Zakończyć egzamin?',
    confirmUnanswered: (n: number) => `Bez odpowiedzi: ${tasks(n)}. Po zakończeniu nie można już zmienić odpowiedzi.`,
    confirmAll: 'Wszystkie zadania mają odpowiedź. Po zakończeniu nie można już zmienić odpowiedzi.',
    confirmYes: 'Zakończ i pokaż wynik',
    confirmNo: 'Wróć do zadań',
    otherTabTitle: 'Egzamin jest otwarty w innej karcie',
    finishing: 'Kończymy egzamin…',
    finishingText: 'Liczymy punkty. To potrwa chwilkę.',
    finishFailed: 'Nie udało się zakończyć egzaminu',
  },
  result: {
    title: 'Wynik egzaminu próbnego',
    subtitle: (name: string, date: string) => `${name} · ${date}`,
    points: (points: number, max: number) => `${points} z ${max} pkt`,
    timeUp: 'Czas minął — egzamin zakończył się automatycznie, z odpowiedziami zapisanymi do końca.',
    predictionTitle: 'Przewidywany wynik egzaminu ósmoklasisty',
    predictionRange: (low: string, high: string) => `Najpewniej między ${low} a ${high}`,
    areasTitle: 'Wynik w obszarach',
    area: 'Obszar',
    score: 'Punkty',
    tasksTitle: 'Zadania',
    task: (i: number) => `Zadanie ${i}.`,
    taskPoints: (points: number, max: number) => `${points}/${max} pkt`,
    yourAnswer: 'Twoja odpowiedź:',
    noAnswer: 'brak odpowiedzi',
    correctAnswer: 'Poprawna odpowiedź:',
    back: 'Wróć do panelu ucznia',
    loadFailed: 'Nie udało się załadować wyniku',
    notFound: 'Nie znaleziono egzaminu próbnego',
    retry: 'Spróbuj ponownie',
  },
  history: {
    title: 'Egzaminy próbne',
    empty: 'Jeszcze nie było egzaminu próbnego.',
    chartLabel: (name: string) => `Wyniki egzaminów próbnych: ${name}`,
    item: (date: string, percent: string, points: string) => `${date}: ${percent} (${points})`,
    prediction: (low: string, high: string) => `przewidywany wynik ${low}–${high}`,
    open: 'Szczegóły',
  },
  styles: {
    wybor: 'Wybór odpowiedzi',
    prawda_falsz: 'Prawda/fałsz',
    dobieranie: 'Dobieranie',
    dokoncz_zdanie: 'Dokończ zdanie',
    tak_nie: 'Tak/nie z uzasadnieniem',
    open: 'Zadanie otwarte',
  } as Record<string, string>,
};
