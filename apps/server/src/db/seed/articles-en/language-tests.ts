// English versions of the language-test articles (stage 3), in the order of articles.ts.
import type { ArticleEnglish } from './types';

export const LANGUAGE_TESTS: ArticleEnglish[] = [
  {
    articleName: 'IELTS, TOEFL, PTE or Duolingo: choosing your English test',
    intro:
      'The four main English tests differ in format, scoring and where they are accepted. Choosing by target country and your own strengths saves a lot of effort.',
    content: `<p>The first rule of choosing a test is to take the one your target schools accept. Once that is settled, choose according to your strengths and the time you have to prepare.</p>
<h3>The four tests at a glance</h3>
<ul>
<li><strong>IELTS Academic</strong>: scored out of 9, with separate scores for listening, reading, writing and speaking. It is the most widely accepted test in the UK, Australia, New Zealand, Ireland and Canada, and most American universities take it too. The speaking test is a face-to-face or video conversation.</li>
<li><strong>TOEFL iBT</strong>: long scored from 0 to 120, it is the most common test for American universities and is widely accepted around the world. It is taken entirely on a computer, and you speak your answers to the computer.</li>
<li><strong>PTE Academic</strong>: scored out of 90, taken on a computer and marked by machine, with fast results. It is widely accepted in Australia and New Zealand, and more and more universities in the UK, Canada and the United States take it.</li>
<li><strong>Duolingo English Test</strong>: scored out of 160 and taken online at home, it is cheaper and lasts about an hour. Many American universities accept it, but some countries do not accept it for visas.</li>
</ul>
<h3>Making your choice</h3>
<p>If you are applying to one country only, take the test most used there: IELTS for the UK and Australia, TOEFL for the United States. If you are applying to several countries, IELTS and TOEFL are the most widely accepted.</p>
<p>As for your own profile: students who like talking to people and write quickly by hand may suit the paper or computer IELTS; fast typists comfortable with the pace of a computer test may consider TOEFL or PTE; and students short of time who only need to satisfy some American universities can use Duolingo as a supplement.</p>
<p>Pay special attention to visa rules. UK visa applications for courses below degree level need a test approved by UK Visas and Immigration, and Duolingo is not on the list of tests accepted for Australian student visas. Before registering, check the latest requirements of both your target schools and the visa authority; most scores are valid for two years.</p>`,
  },
  {
    articleName: 'Inside the IELTS: the test structure and a three-month study plan',
    intro: 'Knowing the question types and timing of each part of IELTS, then revising in stages, is the basis for steady improvement.',
    content: `<p>Students applying to universities take IELTS Academic, which has four parts: listening, reading, writing and speaking. The overall score is the average of the four, rounded to the nearest half band. You can choose a paper-based or computer-delivered test; results come faster on computer, and the content and difficulty are the same.</p>
<h3>The four parts</h3>
<ul>
<li><strong>Listening</strong>: about 30 minutes, 40 questions in four sections, covering everyday conversations and academic lectures.</li>
<li><strong>Reading</strong>: 60 minutes, 40 questions on three academic texts, including true/false/not given, gap-fill and matching headings.</li>
<li><strong>Writing</strong>: 60 minutes. Task 1 describes a chart or a process in at least 150 words; Task 2 argues a point of view in at least 250 words and carries more marks.</li>
<li><strong>Speaking</strong>: about 11 to 14 minutes one to one with an examiner, in three parts: short questions, an individual long turn and a deeper discussion.</li>
</ul>
<h3>A three-month plan</h3>
<p>Month one, the foundations: take a full past paper to find your weak points; learn academic vocabulary every day, do intensive listening and reading, and get to know how to approach each question type.</p>
<p>Month two, targeted work: practise listening and reading against the clock and analyse why you got questions wrong; write two or three essays a week and have a teacher or study partner mark them; prepare material for common speaking topics, practise aloud and record yourself.</p>
<p>Month three, full mock tests: sit at least two complete, strictly timed mock tests a week and adjust your pace; in the final week, review your mistakes and keep in shape rather than doing lots of new papers.</p>
<p>Most master's programmes ask for 6.5 overall with no band below 6.0, and some popular subjects ask for 7.0 or more. Check your target schools' component requirements before you book, because a low component score can also cost you an offer. Test dates fill up during the application season, so book one to two months ahead.</p>`,
  },
  {
    articleName: 'How the TOEFL has changed, and how to prepare for it',
    intro:
      'In recent years the TOEFL has become shorter and its scoring has been revised. Knowing the latest changes is the basis of an effective study plan.',
    content: `<p>The TOEFL iBT is the English test American universities use most. Since July 2023 it has taken about two hours: there are fewer reading passages, the independent writing task has been replaced by an "academic discussion" task, and there is no longer an unscored experimental section at the end.</p>
<h3>The next round of changes</h3>
<p>According to ETS, which runs the test, the TOEFL changes again from January 2026: some tasks become adaptive, and a 1 to 6 score scale aligned with the Common European Framework of Reference is introduced, with score reports showing a corresponding 0 to 120 score during a transition period. Existing scores can still be used while they are valid; new test takers should read the official information and their target schools' policies carefully before registering.</p>
<h3>Study tips</h3>
<ul>
<li><strong>Reading</strong>: the passages are academic, drawn from biology, geology, history, art and other subjects, so read popular science in English regularly and build background vocabulary.</li>
<li><strong>Listening</strong>: lectures are dense with information; practise noting key words and the structure of the argument as you listen.</li>
<li><strong>Speaking</strong>: you answer a computer within a strict time limit; use a template to structure your answers, then practise repeatedly against the clock, controlling your pace and pauses.</li>
<li><strong>Writing</strong>: the integrated task asks you to summarise accurately how the listening relates to the reading; the academic discussion task asks you to state and support a view clearly and respond to others in a short time.</li>
</ul>
<p>The test is taken entirely on a computer, and other candidates in the room will be speaking while you answer, so simulate some background noise in your mock tests. Many schools accept MyBest scores, which combine your best section scores across several test dates, but not all do, so check each one.</p>
<p>American graduate programmes commonly ask for 80 to 100 overall, and some set an extra speaking requirement, especially for doctoral students who hope to work as teaching assistants.</p>`,
  },
  {
    articleName: 'PTE Academic: how computer scoring works and when the test suits you',
    intro:
      'PTE is known for being taken and marked entirely by computer, with fast results, and has become popular with students racing application deadlines. Is it right for you?',
    content: `<p>PTE Academic is run by Pearson. It is taken entirely on a computer and marked by an automated scoring system, with the overall and component scores all on a scale of 10 to 90. The test takes about two hours and results usually come within about two working days, which makes it especially useful when time is short.</p>
<h3>The structure</h3>
<ul>
<li><strong>Speaking and writing</strong>: tasks include reading aloud, repeating sentences, describing an image, retelling a lecture, summarising a text and writing an essay.</li>
<li><strong>Reading</strong>: multiple choice, reordering paragraphs and fill-in-the-blanks.</li>
<li><strong>Listening</strong>: summarising a lecture, multiple choice, fill-in-the-blanks and writing from dictation.</li>
</ul>
<p>A feature of PTE is that many tasks test two skills at once: repeating a sentence counts towards both speaking and listening, and spelling and grammar in writing tasks also affect reading or listening scores. So focus on your English as a whole, not just on techniques for each section.</p>
<h3>Where it is accepted</h3>
<p>PTE is widely accepted in Australia and New Zealand, for student visas and for entry to most universities. British universities generally accept PTE Academic, and UK visas accept a dedicated UKVI version. The number of universities in the United States and Canada that accept PTE grows every year, but check each one.</p>
<h3>Who it suits</h3>
<p>Students who speak fluently despite a strong accent, type quickly and handle the pace of a computer test well often adapt to PTE quickly. If you prefer talking to a person, or need to apply to schools that accept only IELTS or TOEFL, think carefully.</p>
<p>When preparing, learn what each task is scored on: speaking is judged on content, fluency and pronunciation, so keeping an even pace when reading aloud or repeating matters more than perfection. Use the official practice tests to get used to the interface and timing.</p>`,
  },
  {
    articleName: 'The Duolingo English Test: rules and tips for testing at home',
    intro:
      'The Duolingo English Test is cheaper and can be taken at home, but its rules are strict. Know them, or a rule breach could cost you your score.',
    content: `<p>The Duolingo English Test is an online adaptive test: the questions get easier or harder depending on how you answer. It takes about an hour, is scored from 10 to 160, usually reports results within two days, and scores are valid for two years. Because it costs less than the traditional tests and can be taken at home, more and more American universities, as well as some in the UK, Canada and Ireland, accept it as proof of English.</p>
<h3>Test environment rules</h3>
<ul>
<li>Use a computer with a webcam, microphone and speakers; headphones are not allowed.</li>
<li>Take the test alone in a quiet, well-lit room, and no one may come in during the test.</li>
<li>Your ears must stay visible, and you must not look away from the screen for long.</li>
<li>No paper, pens, phones or other electronic devices, and no switching windows.</li>
</ul>
<p>The whole test is recorded and reviewed afterwards by people and software; breaking the rules can mean your score is not certified. Turn off all pop-up notifications beforehand, make sure your connection is stable, and use the official practice test to get used to the interface.</p>
<h3>Question types and how to score higher</h3>
<p>Tasks include spotting real English words, completing words, choosing the words you hear, writing about a picture, reading aloud, speaking answers and a writing sample. Because the test is adaptive, the better you answer early questions, the harder the later ones become and the higher your score. Build your vocabulary and practise fast reading and accurate spelling.</p>
<p>At the end there is an unscored video interview and writing sample, which are sent to schools with your results and may be watched by admissions staff, so take them seriously too.</p>
<h3>Limits to bear in mind</h3>
<p>Not every school or programme accepts Duolingo, and some graduate programmes accept only IELTS or TOEFL. It is not among the tests accepted for Australian student visas, nor on the UK's list of Secure English Language Tests, so it cannot be used for a UK visa for a course below degree level. Confirm your target schools' latest policies and score requirements before you register.</p>`,
  },
  {
    articleName: 'Missed the language score? Pre-sessional courses and package offers explained',
    intro:
      'Many students receive an offer while their language score is still a little short. University language courses and package offers give you another way in.',
    content: `<p>If you meet every other requirement and only your language score falls short, many universities will make a conditional offer that includes a language course, often called a package offer. You first complete the university's academic English course, known as a pre-sessional, and once you pass its assessment you go straight onto your degree without taking IELTS or TOEFL again.</p>
<h3>Pre-sessional courses in brief</h3>
<ul>
<li>Courses usually last from six weeks to a year; the bigger the gap, the longer the course.</li>
<li>They concentrate on academic writing, reading, listening to lectures and group discussion, to prepare you for your degree.</li>
<li>There is a language requirement for the pre-sessional itself, usually an overall and component score a set amount below your target.</li>
<li>Most schools require you to reach a set level in the final assessment; if you do not, you cannot start your degree.</li>
</ul>
<h3>Visa points</h3>
<p>In the UK, for example, some universities let you cover the pre-sessional and the degree with one student visa, with conditions on the length of the language course and your level of English when you apply; if you need a separate visa for the pre-sessional, you usually need a score from a test approved for UK visas, such as IELTS. In Australia, the language course and the degree can be packaged into one visa application. Practice varies between schools and countries, so follow your school's international office.</p>
<h3>Should you take a pre-sessional?</h3>
<p>A pre-sessional lets you get used to local life and academic expectations early; on the other hand it costs extra time and money, and failing its assessment is a serious risk. If you are only 0.5 short of your target and there is still time before the course starts, taking the test again is often better value; if the gap is larger or time is short, a pre-sessional is the safe choice.</p>
<p>Whichever route you take, treat English as a long-term investment: strong language skills keep paying off throughout your time abroad.</p>`,
  },
  {
    articleName: 'Raising your IELTS writing and speaking scores',
    intro:
      'Chinese test takers often find writing and speaking the hardest scores to raise. Understand the marking criteria and practise with a purpose, and 6.5 or more is within reach.',
    content: `<p>IELTS writing and speaking are each marked against four criteria, and understanding them is the first step to a higher score. Writing is marked on task response, coherence and cohesion, lexical resource, and grammatical range and accuracy; speaking on fluency and coherence, lexical resource, grammar and pronunciation. The four carry equal weight, so a weakness in any one pulls the whole score down.</p>
<h3>Writing</h3>
<ul>
<li>Task 2 carries more marks, so write it first in about 40 minutes and give Task 1 about 20.</li>
<li>Spend a few minutes on an outline before you start, making sure each paragraph has one main point supported by examples.</li>
<li>In Task 1, summarise the overall trend first, then compare the key figures; do not list every number.</li>
<li>Do not force in impressive-sounding words: precise vocabulary matters more than complicated vocabulary.</li>
</ul>
<h3>Speaking</h3>
<p>In Part 1, keep your answers short and natural: give your answer, then add a reason or example in a sentence or two. In Part 2 you have a minute to prepare; note key words for who, when, where, what happened and how you felt, then try to speak for the full two minutes. Part 3 topics are more abstract, so learn to develop your answers from different angles, personal and social, and compare the past with the present where it fits.</p>
<p>Always record yourself when you practise. Listening back shows frequent pauses, repeated words and pronunciation problems. Rather than memorising model answers, prepare your own real material on common topics and say it in your own words. Examiners easily spot memorised answers, which can even count against your fluency score.</p>
<p>Finally, both writing and speaking depend on input. Half an hour a day of English news or podcasts builds your stock of expressions, and steady practice over time works better than cramming before the test.</p>`,
  },
  {
    articleName: 'Do you need the GRE or GMAT for graduate school?',
    intro:
      'More and more programmes make the GRE and GMAT optional, yet in many cases a good score still strengthens an application. Here is how to decide whether to take one.',
    content: `<p>The GRE and GMAT are the standardised tests most often used for graduate and business school admission in the United States. Both have changed recently: the GRE General Test now takes about two hours, with verbal and quantitative sections each scored from 130 to 170 and analytical writing from 0 to 6; the GMAT has become the Focus Edition, with quantitative reasoning, verbal reasoning and data insights sections and a total score from 205 to 805.</p>
<h3>When you should take one</h3>
<ul>
<li>The programme explicitly requires a score, as some finance, economics, business analytics and science and engineering doctoral programmes in the United States do.</li>
<li>You are applying for an MBA or a master's in finance at a top business school, where a high score is still a real advantage.</li>
<li>Your university's standing or your GPA is not a strength, and you want a standardised score to prove your academic ability.</li>
<li>You are moving into a quantitative field from another subject and need to show your mathematics.</li>
</ul>
<h3>When you can skip it</h3>
<p>Most taught master's degrees in the UK, Australia and Canada do not require the GRE or GMAT; only a few business and finance programmes require or recommend it. Many American programmes have also made scores optional, so if the rest of your application is competitive, you can put the time into language, internships and your personal statement instead.</p>
<h3>GRE or GMAT?</h3>
<p>Most business schools accept either. The GMAT is closer to how business schools select students, while the GRE is accepted more widely. Chinese test takers usually do well in the mathematics sections, so focus your preparation on verbal reasoning and reading. Allow two to three months of systematic study, and aim to have a score you are happy with at least three months before your deadlines, leaving time for a retake.</p>
<p>Remember that "optional" does not mean "ignored". A score well above the programme's average helps; a low one is better left out.</p>`,
  },
];
