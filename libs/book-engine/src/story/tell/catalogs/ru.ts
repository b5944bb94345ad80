/**
 * The story’s words in Russian (ADR 0028): the same keys and arguments as `en.ts`. Russian asks the grammar
 * (`grammar/ru.ts`) for more cases: `p_gen`, `p_ins`, `p_prep` beside `p`, `p_acc`, `p_dat`; the past tense
 * agrees with `p_g` (f|m|n|pl); feelings (`feel.*`) are in the instrumental ("чувствует себя застенчивой").
 */
export const ru: Record<string, string> = {
  'book.0': '{hero} и {goal}',
  'book.1': '{hero} {place_in}',
  'book.2': '{hero_named, select, yes {{hero}, {hero_a_kind}} other {История про {hero_acc}}}',
  synopsis:
    '{hero_named, select, yes {{hero}, {hero_a_kind},} other {{hero}}} очень хочет {want}. {hard} История о смелости, дружбе и {goal_prep}.',
  describe:
    '{c_named, select, yes {{c} — {c_a_kind} в этой истории.} other {{c_a_kind} — один из героев этой истории.}}',
  setting: 'История происходит {place_in}.',
  'chapter.setup.0': 'Мечта {hero_gen}',
  'chapter.setup.1': 'Знакомьтесь: {hero}',
  'chapter.setup.2': 'Однажды {place_in}',
  'chapter.discovery.0': 'Находка {place_in}',
  'chapter.discovery.1':
    'Что {hero_g, select, f {заметила} n {заметило} pl {заметили} other {заметил}} {hero}',
  'chapter.discovery.2': 'Первый след: {goal}',
  'chapter.problem.0': 'Слишком {feeling}?',
  'chapter.problem.1': 'Трудности с {goal_ins}',
  'chapter.problem.2': '{hero} сомневается',
  'chapter.stakes.0': 'Сейчас или никогда',
  'chapter.stakes.1': 'Что на кону',
  'chapter.stakes.2': 'Большой вопрос о {goal_prep}',
  'chapter.attempt.0': 'В путь — {place_to}',
  'chapter.attempt.1': 'Первая попытка {hero_gen}',
  'chapter.attempt.2': '{team} {team_n, select, one {отправляется} other {отправляются}} в путь',
  'chapter.setback.0': 'Трудная минута {place_in}',
  'chapter.setback.1': 'Когда всё пошло не так',
  'chapter.setback.2': '{hero} спотыкается',
  'chapter.second-attempt.0': 'Ещё одна попытка',
  'chapter.second-attempt.1': 'Новый путь',
  'chapter.second-attempt.2': 'Снова и снова',
  'chapter.turning-point.0': 'Минута, когда всё изменилось',
  'chapter.turning-point.1': '{hero} не боится',
  'chapter.turning-point.2': 'Свет {place_in}',
  'chapter.resolution.0': 'Наконец-то: {goal}',
  'chapter.resolution.1': '{hero} {hero_g, select, f {смогла} n {смогло} pl {смогли} other {смог}}!',
  'chapter.resolution.2': 'Счастливый день {place_in}',
  'chapter.homecoming.0': 'Снова дома',
  'chapter.homecoming.1': 'Спокойной ночи, {hero}',
  'chapter.homecoming.2': 'После приключения',
  'want.quest': 'найти {goal_acc}',
  'want.deadline': 'позаботиться о {goal_prep} до того, как придёт {deadline}',
  'want.fear': 'перестать бояться {goal_gen}',
  'want.learn': 'научиться {goal_dat}',
  'want.friendship': 'найти настоящего друга',
  'want.build': 'построить {goal_a_acc}',
  'want.mystery': 'разгадать тайну {goal_gen}',
  'want.journey': 'добраться до {goal_gen}',
  'want.celebration': 'всё подготовить к {goal_dat}',
  'want.rescue': 'спасти {goal_acc}',
  'want.open': 'сделать что-то совсем особенное {place_in}',
  'want.verb.go': 'пойти {place_to}',
  'want.verb.find': 'найти {goal_acc}',
  'want.verb.build': 'построить {goal_a_acc}',
  'want.verb.swim': 'плавать',
  'want.verb.fly': 'летать',
  'want.verb.read': 'прочитать {goal_acc}',
  'hard.feeling':
    'Но {hero} {hero_g, select, f {была} n {было} pl {были} other {был}} слишком {feeling}, чтобы {want}.',
  'hard.event':
    'Но {obstacle_g, select, f {приближалась} n {приближалось} pl {приближались} other {приближался}} {obstacle}, и времени оставалось совсем мало.',
  'hard.thing':
    'Но на пути {obstacle_g, select, f {стояла} n {стояло} pl {стояли} other {стоял}} {obstacle}.',
  'hard.place':
    'Но {obstacle} {obstacle_g, select, f {была} n {было} pl {были} other {был}} далеко, и добраться туда было трудно.',
  'hard.quest': 'Но {goal_gen} нигде не было видно.',
  'hard.deadline': 'Но скоро придёт {deadline}, а сделать нужно ещё так много.',
  'hard.fear':
    'Но {hero} {hero_g, select, f {была} n {было} pl {были} other {был}} слишком {feeling}, чтобы {want}.',
  'hard.learn': 'Но это оказалось гораздо труднее, чем казалось.',
  'hard.friendship':
    'Но {hero} не {hero_g, select, f {знала} n {знало} pl {знали} other {знал}}, с чего начать.',
  'hard.build': 'Но первая попытка зашаталась и развалилась.',
  'hard.mystery': 'Но никто не знал ответа.',
  'hard.journey':
    'Но путь был долгим, а {hero} не {hero_g, select, f {знала} n {знало} pl {знали} other {знал}} дороги.',
  'hard.celebration': 'Но ещё ничего не было готово.',
  'hard.rescue':
    'Но {goal} {goal_g, select, f {попала} n {попало} pl {попали} other {попал}} в беду, далеко-далеко.',
  'hard.open': 'Но это оказалось не так просто, как казалось.',
  'turn.res':
    'И тут {hero} {hero_g, select, f {нашла} n {нашло} pl {нашли} other {нашёл}} {res_a_acc}, и всё изменилось.',
  'turn.quest':
    'И тут {hero} {hero_g, select, f {увидела} n {увидело} pl {увидели} other {увидел}}, как что-то блеснуло — там, где никто не искал.',
  'turn.deadline':
    'И тут {team} {team_g, select, f {придумала} n {придумало} pl {придумали} other {придумал}}: если помогут все, ещё можно успеть.',
  'turn.fear':
    'И тут {hero} глубоко {hero_g, select, f {вдохнула} n {вдохнуло} pl {вдохнули} other {вдохнул}} и {hero_g, select, f {сделала} n {сделало} pl {сделали} other {сделал}} маленький шаг, а потом ещё один.',
  'turn.learn': 'И вот однажды утром всё вдруг получилось.',
  'turn.friendship':
    'И тогда {hero} просто {hero_g, select, f {сказала} n {сказало} pl {сказали} other {сказал}}: «Привет!»',
  'turn.build':
    'И тогда {team} {team_g, select, f {попробовала} n {попробовало} pl {попробовали} other {попробовал}} по-новому, кусочек за кусочком.',
  'turn.mystery':
    'И тут {hero} {hero_g, select, f {нашла} n {нашло} pl {нашли} other {нашёл}} подсказку, которую раньше никто не замечал.',
  'turn.journey':
    'И тут {hero} {hero_g, select, f {увидела} n {увидело} pl {увидели} other {увидел}} дорогу — ясную и светлую.',
  'turn.celebration': 'И тогда все сразу пришли помочь.',
  'turn.rescue':
    'И тогда {team} {team_g, select, f {протянула} n {протянуло} pl {протянули} other {протянул}} руку так далеко, как только {team_g, select, f {могла} n {могло} pl {могли} other {мог}}.',
  'turn.open': 'И тут у {hero_gen} появилась идея, и очень хорошая.',
  'done.quest':
    'И вот {goal_n, select, one {{goal_g, select, f {она} n {оно} other {он}}} other {они}}: {goal}! {hero} наконец {hero_g, select, f {нашла} n {нашло} pl {нашли} other {нашёл}} {goal_n, select, one {{goal_g, select, f {её} other {его}}} other {их}}.',
  'done.deadline':
    '{team} {team_g, select, f {успела} n {успело} pl {успели} other {успел}} как раз вовремя — ещё до {deadline_gen}.',
  'done.fear':
    '{hero} больше не {hero_g, select, f {была} n {было} pl {были} other {был}} {feeling}. {hero_pro} {hero_g, select, f {смогла} n {смогло} pl {смогли} other {смог}}!',
  'done.learn':
    'Наконец {hero} {hero_g, select, f {смогла} n {смогло} pl {смогли} other {смог}}, и это было чудесно.',
  'done.friendship':
    'Так {hero} {hero_g, select, f {нашла} n {нашло} pl {нашли} other {нашёл}} настоящего друга.',
  'done.build':
    'Наконец {goal} {goal_g, select, f {была} n {было} pl {были} other {был}} {goal_g, select, f {готова} n {готово} pl {готовы} other {готов}}, и это было чудесно.',
  'done.mystery': 'Так тайна {goal_gen} наконец была разгадана.',
  'done.journey':
    'Наконец {hero} {hero_g, select, f {добралась} n {добралось} pl {добрались} other {добрался}} до цели, {hero_g, select, f {счастлива} n {счастливо} pl {счастливы} other {счастлив}} и {hero_g, select, f {устала} n {устало} pl {устали} other {устал}}.',
  'done.celebration': 'И тогда начался праздник — самый лучший на свете.',
  'done.rescue': '{goal} наконец {goal_g, select, f {спасена} n {спасено} pl {спасены} other {спасен}}!',
  'done.open':
    'И в конце концов {hero} {hero_g, select, f {смогла} n {смогло} pl {смогли} other {смог}} {want}.',
  'done.verb.go':
    'Наконец {hero} {hero_g, select, f {была} n {было} pl {были} other {был}} {place_in}, и {hero_pro} больше не {hero_g, select, f {была} n {было} pl {были} other {был}} {feeling}.',
  'lead.setup.0':
    'Это {hero_named, select, yes {{hero}, {hero_a_kind}} other {{hero_a_kind}}}. Больше всего на свете {hero_pro} {hero_g, select, f {хотела} n {хотело} pl {хотели} other {хотел}} {want}.',
  'lead.setup.1':
    'Недалеко от {place_gen} {hero_g, select, f {жила} n {жило} pl {жили} other {жил}} {hero}, и каждый день {hero_pro} {hero_g, select, f {мечтала} n {мечтало} pl {мечтали} other {мечтал}} о том, как {want}.',
  'lead.discovery.0':
    'Однажды утром {hero} {hero_g, select, f {заметила} n {заметило} pl {заметили} other {заметил}} что-то новое — то, чего раньше здесь не было.',
  'lead.discovery.1':
    'В тот день {hero} {hero_g, select, f {решила} n {решило} pl {решили} other {решил}}: сегодня {hero_pro} по-настоящему попробует {want}.',
  'lead.problem.0': '{hard}',
  'lead.problem.1':
    '{hero} {hero_g, select, f {села} n {село} pl {сели} other {сел}} и {hero_g, select, f {вздохнула} n {вздохнуло} pl {вздохнули} other {вздохнул}}, ведь {hero_pro} {hero_g, select, f {чувствовала} n {чувствовало} pl {чувствовали} other {чувствовал}} себя {hero_g, select, f {такой} n {таким} pl {такими} other {таким}} {feeling}.',
  'lead.stakes.0': 'Если {hero} не попробует сейчас, {hero_pro} может так никогда и не решиться {want}.',
  'lead.stakes.1':
    'Время шло, и {hero} {hero_g, select, f {знала} n {знало} pl {знали} other {знал}}, что это должно случиться сегодня.',
  'lead.attempt.0':
    'И {team} {team_g, select, f {отправилась} n {отправилось} pl {отправились} other {отправился}} {dest_to}, шаг за шагом.',
  'lead.attempt.1':
    '{hero} {hero_g, select, f {старалась} n {старалось} pl {старались} other {старался}} изо всех сил, а потом ещё и ещё.',
  'lead.setback.0': 'Но на полпути всё вдруг пошло не так.',
  'lead.setback.1':
    '{hero} {hero_g, select, f {чувствовала} n {чувствовало} pl {чувствовали} other {чувствовал}} себя ещё более {feeling}, чем раньше, и {hero_g, select, f {хотела} n {хотело} pl {хотели} other {хотел}} повернуть назад.',
  'lead.second-attempt.0':
    '{hero} не {hero_g, select, f {сдавалась} n {сдавалось} pl {сдавались} other {сдавался}} и на этот раз {hero_g, select, f {попробовала} n {попробовало} pl {попробовали} other {попробовал}} по-другому.',
  'lead.second-attempt.1':
    'Медленно и осторожно {team} {team_g, select, f {попробовала} n {попробовало} pl {попробовали} other {попробовал}} ещё раз.',
  'lead.turning-point.0': '{turn}',
  'lead.turning-point.1':
    'Вдруг {hero} {hero_g, select, f {поняла} n {поняло} pl {поняли} other {понял}}, что нужно делать.',
  'lead.resolution.0': '{done}',
  'lead.resolution.1':
    'Все радостно закричали, а {hero} громко {hero_g, select, f {рассмеялась} n {рассмеялось} pl {рассмеялись} other {рассмеялся}}.',
  'lead.homecoming.0':
    'Вечером {team} {team_g, select, f {вернулась} n {вернулось} pl {вернулись} other {вернулся}} домой. День был долгим и счастливым.',
  'lead.homecoming.1':
    'И {hero} {hero_g, select, f {знала} n {знало} pl {знали} other {знал}}: в следующий раз {hero_pro} уже не будет {feeling}.',
  'more.setup.0':
    '{hero} {hero_g, select, f {думала} n {думало} pl {думали} other {думал}} об этом каждый день — и утром, и перед сном.',
  'more.setup.1': 'Это была большая мечта, но мечта есть мечта.',
  'more.discovery.0':
    '{hero} {hero_g, select, f {присмотрелась} n {присмотрелось} pl {присмотрелись} other {присмотрелся}}, и глаза у {hero_gen} стали круглыми от удивления.',
  'more.discovery.1': 'Может быть, это было только начало.',
  'more.problem.0': 'Это казалось огромной горой — слишком высокой.',
  'more.problem.1':
    '{hero} так {hero_g, select, f {хотела} n {хотело} pl {хотели} other {хотел}}, чтобы всё было проще.',
  'more.stakes.0':
    'Если ждать, будет только труднее, и {hero} это {hero_g, select, f {знала} n {знало} pl {знали} other {знал}}.',
  'more.stakes.1': 'Где-то глубоко внутри тихий голосок шепнул: ты справишься.',
  'more.attempt.0':
    'Первые шаги были самыми трудными, но {hero} не {hero_g, select, f {остановилась} n {остановилось} pl {остановились} other {остановился}}.',
  'more.attempt.1':
    'Понемногу {hero} {hero_g, select, f {подходила} n {подходило} pl {подходили} other {подходил}} всё ближе.',
  'more.setback.0': 'На минуту показалось, что ничего не получается, и всё стало серым.',
  'more.setback.1':
    'По щеке скатилась слеза, и {hero} {hero_g, select, f {вытерла} n {вытерло} pl {вытерли} other {вытер}} её.',
  'more.second-attempt.0':
    'На этот раз {hero} не {hero_g, select, f {торопилась} n {торопилось} pl {торопились} other {торопился}} и всё внимательно {hero_g, select, f {рассматривала} n {рассматривало} pl {рассматривали} other {рассматривал}}.',
  'more.second-attempt.1': 'Быть смелым — не значит ничего не бояться; это значит всё равно пробовать.',
  'more.turning-point.0': 'Как будто внутри у {hero_gen} зажёгся свет.',
  'more.turning-point.1': 'Сердце у {hero_gen} забилось быстро, но на этот раз от радости.',
  'more.resolution.0':
    'Это было даже лучше, чем {hero} когда-либо {hero_g, select, f {мечтала} n {мечтало} pl {мечтали} other {мечтал}}.',
  'more.resolution.1':
    '{hero} {hero_g, select, f {улыбнулась} n {улыбнулось} pl {улыбнулись} other {улыбнулся}} самой большой улыбкой на свете.',
  'more.homecoming.0':
    'Перед сном {hero} уютно {hero_g, select, f {устроилась} n {устроилось} pl {устроились} other {устроился}} и {hero_g, select, f {вспоминала} n {вспоминало} pl {вспоминали} other {вспоминал}} этот день.',
  'more.homecoming.1': 'Бывают обычные дни, а этот был особенный.',
  'say.setup.0':
    '«Когда-нибудь я смогу {want}», — тихо {hero_g, select, f {сказала} n {сказало} pl {сказали} other {сказал}} {hero}.',
  'say.setup.1':
    '«А почему не сегодня?» — {hero_g, select, f {спросила} n {спросило} pl {спросили} other {спросил}} себя {hero}.',
  'say.discovery.0':
    '«Посмотрите-ка!» — {hero_g, select, f {прошептала} n {прошептало} pl {прошептали} other {прошептал}} {hero}.',
  'say.discovery.1':
    '«Как ты думаешь, это что-то значит?» — {hero_g, select, f {задумалась} n {задумалось} pl {задумались} other {задумался}} {hero}.',
  'say.problem.0':
    '«Я не могу, — {hero_g, select, f {сказала} n {сказало} pl {сказали} other {сказал}} {hero}. — Просто не могу».',
  'say.problem.1':
    '«А вдруг ничего не получится?» — {hero_g, select, f {спросила} n {спросило} pl {спросили} other {спросил}} {hero}.',
  'say.stakes.0':
    '«Если не сейчас, то когда?» — {hero_g, select, f {сказала} n {сказало} pl {сказали} other {сказал}} {hero}.',
  'say.stakes.1':
    '«Я {hero_g, select, f {должна} n {должно} pl {должны} other {должен}} попробовать», — {hero_g, select, f {решила} n {решило} pl {решили} other {решил}} {hero}.',
  'say.attempt.0':
    '«Ну, поехали», — {hero_g, select, f {сказала} n {сказало} pl {сказали} other {сказал}} {hero}.',
  'say.attempt.1':
    '«Один шаг, потом следующий», — {hero_g, select, f {прошептала} n {прошептало} pl {прошептали} other {прошептал}} {hero}.',
  'say.setback.0':
    '«Ой, нет!» — {hero_g, select, f {воскликнула} n {воскликнуло} pl {воскликнули} other {воскликнул}} {hero}.',
  'say.setback.1':
    '«Может, это была плохая идея», — тихо {hero_g, select, f {сказала} n {сказало} pl {сказали} other {сказал}} {hero}.',
  'say.second-attempt.0':
    '«Давай попробуем ещё раз», — {hero_g, select, f {сказала} n {сказало} pl {сказали} other {сказал}} {hero}.',
  'say.second-attempt.1':
    '«Я ещё не сдаюсь!» — {hero_g, select, f {крикнула} n {крикнуло} pl {крикнули} other {крикнул}} {hero}.',
  'say.turning-point.0':
    '«П{hero_g, select, f {ридумала} n {ридумало} pl {ридумали} other {ридумал}}!» — {hero_g, select, f {воскликнула} n {воскликнуло} pl {воскликнули} other {воскликнул}} {hero}.',
  'say.turning-point.1':
    '«Я смогу», — {hero_g, select, f {сказала} n {сказало} pl {сказали} other {сказал}} {hero}, и {hero_pro} правда так {hero_g, select, f {думала} n {думало} pl {думали} other {думал}}.',
  'say.resolution.0':
    '«У нас получилось!» — {hero_g, select, f {закричала} n {закричало} pl {закричали} other {закричал}} {hero}.',
  'say.resolution.1':
    '«Я так и {hero_g, select, f {знала} n {знало} pl {знали} other {знал}}», — {hero_g, select, f {засмеялась} n {засмеялось} pl {засмеялись} other {засмеялся}} {hero}.',
  'say.homecoming.0':
    '«Вот это был день», — {hero_g, select, f {зевнула} n {зевнуло} pl {зевнули} other {зевнул}} {hero}.',
  'say.homecoming.1':
    '«Спокойной ночи», — {hero_g, select, f {прошептала} n {прошептало} pl {прошептали} other {прошептал}} {hero}.',
  'board.setup.0': 'Это {hero}.',
  'board.setup.1': '{hero} хочет {want}.',
  'board.setup.2': '{hero_named, select, yes {Привет, {hero}!} other {Привет!}}',
  'board.setup.3': '{team} {team_n, select, one {смотрит} other {смотрят}} вокруг.',
  'board.discovery.0': '{hero} видит {place_acc}.',
  'board.discovery.1': 'Что это?',
  'board.discovery.2': '{team} {team_n, select, one {смотрит и смотрит} other {смотрят и смотрят}}.',
  'board.discovery.3': 'Ой! Смотри туда!',
  'board.problem.0': 'Ой-ой!',
  'board.problem.1': '{hero} чувствует себя {feeling}.',
  'board.stakes.0': 'Сейчас или никогда!',
  'board.stakes.1': '{hero} крепко думает.',
  'board.attempt.0': '{team} {team_n, select, one {пробует} other {пробуют}} снова.',
  'board.attempt.1': '{team} {team_n, select, one {идёт} other {идут}} вперёд!',
  'board.attempt.2': 'Топ, топ, топ.',
  'board.attempt.3': '{hero} идёт дальше.',
  'board.setback.0': 'Ой!',
  'board.setback.1': '{hero} грустит.',
  'board.second-attempt.0': 'Ещё разок!',
  'board.second-attempt.1': '{hero} пробует снова.',
  'board.turning-point.0': '{hero} не боится.',
  'board.turning-point.1': 'Смотри! {goal}!',
  'board.resolution.0': '{hero} {hero_g, select, f {смогла} n {смогло} pl {смогли} other {смог}}!',
  'board.resolution.1': 'Ура!',
  'board.resolution.2': '{team} {team_n, select, one {радуется} other {радуются}}.',
  'board.resolution.3': 'Вот это день!',
  'board.homecoming.0': 'Спокойной ночи, {hero}.',
  'board.homecoming.1': 'Снова дома.',
  'time.morning.0': 'Утреннее солнце выглянуло из-за края земли.',
  'time.morning.1': 'Было рано, и воздух пах свежестью и прохладой.',
  'time.morning.2': 'Птицы пели свои первые песни.',
  'time.day.0': 'Солнце стояло высоко и грело.',
  'time.day.1': 'Был самый разгар дня, светлого и шумного.',
  'time.day.2': 'Тени были короткими, и всё вокруг было залито светом.',
  'time.evening.0': 'Солнце садилось и красило небо в оранжевый и розовый.',
  'time.evening.1': 'Наступил вечер, и свет стал мягким и золотым.',
  'time.evening.2': 'По земле протянулись длинные тени.',
  'time.night.0': 'Наступила ночь, и светила луна.',
  'time.night.1': 'Стало темно, и высоко в небе мерцали звёзды.',
  'time.night.2': 'Ночью всё вокруг затихло.',
  'weather.rain.0': 'Шёл дождь, капля за каплей.',
  'weather.storm.0': 'Выл ветер, и по небу неслись тёмные тучи.',
  'weather.snow.0': 'В воздухе тихо кружились снежинки.',
  'weather.wind.0': 'Сильный ветер дёргал всё, до чего мог дотянуться.',
  'weather.fog.0': 'Мягкий серый туман спрятал всё вдали.',
  'weather.cloudy.0': 'Медленно проплывали большие серые облака.',
  'place.0': '{place_in} было так много всего интересного.',
  'place.1':
    '{place} {place_n, select, one {{place_g, select, f {была полна} n {было полно} other {был полон}}} other {были полны}} тихих звуков и тайных уголков.',
  'place.2': '{place_in} пахло приключениями.',
  'place.3':
    '{hero} {hero_g, select, f {огляделась} n {огляделось} pl {огляделись} other {огляделся}}, стараясь заметить каждую мелочь.',
  'place.4': 'Кто здесь побывал, тот никогда не забудет {place_acc}.',
  'place.5': 'Казалось, всё {place_in} чего-то ждёт.',
  'mood.tense.0': 'Сердце у {hero_gen} билось быстро-быстро.',
  'mood.tense.1': 'Всё затихло, как будто весь мир затаил дыхание.',
  'mood.tense.2':
    '{hero} с трудом {hero_g, select, f {сглотнула} n {сглотнуло} pl {сглотнули} other {сглотнул}}.',
  'mood.tense.3': 'Было немножко страшно и немножко интересно.',
  'mood.glad.0': 'На душе у {hero_gen} стало тепло-тепло.',
  'mood.glad.1': 'Всё вокруг казалось ярче, чем раньше.',
  'mood.glad.2':
    '{hero} не {hero_g, select, f {могла} n {могло} pl {могли} other {мог}} перестать улыбаться.',
  'mood.glad.3': 'Это было очень хорошее чувство.',
  // The setup page meets the companion, by name and kind (issue #21: the idea's kinds stay in the story).
  'meet.friend':
    '{hero} никогда не был{hero_g, select, f {а} n {о} other {}} од{hero_g, select, f {на} n {но} other {ин}}: {friend_named, select, yes {{friend} — {friend_a_kind} — всегда был{friend_g, select, f {а} n {о} other {}} рядом.} other {{friend} всегда был{friend_g, select, f {а} n {о} other {}} рядом.}}',
  'meet.pet':
    '{hero} никогда не был{hero_g, select, f {а} n {о} other {}} од{hero_g, select, f {на} n {но} other {ин}}: {pet_named, select, yes {{pet} — {pet_a_kind} — всегда был{pet_g, select, f {а} n {о} other {}} рядом.} other {{pet} всегда был{pet_g, select, f {а} n {о} other {}} рядом.}}',
  'friend.0':
    '{friend} всё время {friend_g, select, f {была} n {было} pl {были} other {был}} рядом с {hero_ins}.',
  'friend.1':
    '«Вместе мы справимся», — {friend_g, select, f {сказала} n {сказало} pl {сказали} other {сказал}} {friend}.',
  'friend.2':
    '{friend} легонько {friend_g, select, f {подтолкнула} n {подтолкнуло} pl {подтолкнули} other {подтолкнул}} {hero_acc}: «Давай!»',
  'friend.3': 'К счастью, у {friend_gen} тоже была хорошая идея.',
  'friend.4':
    '{hero} {hero_g, select, f {засмеялась} n {засмеялось} pl {засмеялись} other {засмеялся}} вместе с {friend_ins}, и от этого всё стало немножко легче.',
  'pet.0':
    '{pet} {pet_g, select, f {держалась} n {держалось} pl {держались} other {держался}} рядом с {hero_ins}.',
  'pet.1':
    '{pet} {pet_g, select, f {понюхала} n {понюхало} pl {понюхали} other {понюхал}} воздух, и вид у {pet_gen} был очень любопытный.',
  'pet.2':
    '{pet} радостно {pet_g, select, f {подпрыгнула} n {подпрыгнуло} pl {подпрыгнули} other {подпрыгнул}}.',
  'helper.0': '{helper} уже {helper_g, select, f {ждала} n {ждало} pl {ждали} other {ждал}} {hero_acc}.',
  'helper.1':
    '{hero} {hero_g, select, f {подумала} n {подумало} pl {подумали} other {подумал}} о {helper_prep} и снова {hero_g, select, f {почувствовала} n {почувствовало} pl {почувствовали} other {почувствовал}} себя {hero_g, select, f {сильной} n {сильным} pl {сильными} other {сильным}}.',
  'helper.2':
    '{helper} тепло {helper_g, select, f {улыбнулась} n {улыбнулось} pl {улыбнулись} other {улыбнулся}}.',
  'thing.0':
    '{hero} {hero_g, select, f {подумала} n {подумало} pl {подумали} other {подумал}} о {thing_prep} и {hero_g, select, f {улыбнулась} n {улыбнулось} pl {улыбнулись} other {улыбнулся}}.',
  'thing.1':
    '{hero} ни на минуту не {hero_g, select, f {забывала} n {забывало} pl {забывали} other {забывал}} о {thing_prep}.',
  'feel.shy': '{hero_g, select, f {застенчивой} n {застенчивым} pl {застенчивыми} other {застенчивым}}',
  'feel.afraid': '{hero_g, select, f {испуганной} n {испуганным} pl {испуганными} other {испуганным}}',
  'feel.scared': '{hero_g, select, f {напуганной} n {напуганным} pl {напуганными} other {напуганным}}',
  'feel.lonely': '{hero_g, select, f {одинокой} n {одиноким} pl {одинокими} other {одиноким}}',
  'feel.sad': '{hero_g, select, f {грустной} n {грустным} pl {грустными} other {грустным}}',
  'feel.curious': '{hero_g, select, f {любопытной} n {любопытным} pl {любопытными} other {любопытным}}',
  'feel.nervous':
    '{hero_g, select, f {взволнованной} n {взволнованным} pl {взволнованными} other {взволнованным}}',
  'feel.worried':
    '{hero_g, select, f {встревоженной} n {встревоженным} pl {встревоженными} other {встревоженным}}',
  'feel.angry': '{hero_g, select, f {сердитой} n {сердитым} pl {сердитыми} other {сердитым}}',
  'feel.small': '{hero_g, select, f {маленькой} n {маленьким} pl {маленькими} other {маленьким}}',
  'feel.brave': '{hero_g, select, f {смелой} n {смелым} pl {смелыми} other {смелым}}',
  'feel.happy': '{hero_g, select, f {счастливой} n {счастливым} pl {счастливыми} other {счастливым}}',
  'feel.unsure': '{hero_g, select, f {неуверенной} n {неуверенным} pl {неуверенными} other {неуверенным}}',
  'feel.excited':
    '{hero_g, select, f {радостно взволнованной} n {радостно взволнованным} pl {радостно взволнованными} other {радостно взволнованным}}',
  'feel.tired': '{hero_g, select, f {усталой} n {усталым} pl {усталыми} other {усталым}}',
};
