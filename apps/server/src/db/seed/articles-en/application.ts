// English versions of the application articles (stage 2), in the order of articles.ts.
import type { ArticleEnglish } from './types';

export const APPLICATION: ArticleEnglish[] = [
  {
    articleName: 'A postgraduate application timeline: planning eighteen months ahead',
    intro: 'Applying to study abroad is a long haul. Breaking the work down by milestones saves you from a frantic final few months.',
    content: `<p>Take a master's degree starting in the autumn: the ideal preparation period is about eighteen months, beginning in the first term of your third undergraduate year. The main tasks are set out below by stage; adjust them to your own circumstances.</p>
<h3>The stages</h3>
<ul>
<li><strong>Eighteen to twelve months before entry</strong>: settle on target countries and subject areas, start preparing for language tests, keep your GPA up and look for internships or research related to the field you are aiming for.</li>
<li><strong>Twelve to nine months before entry</strong>: get your language score and, if needed, sit the GRE or GMAT; draw up your list of schools and contact your referees.</li>
<li><strong>Nine to six months before entry</strong>: write your personal statement and CV, gather transcripts and proof of enrolment, and submit applications as you go. Most British and Australian courses open in the autumn and review applications as they arrive.</li>
<li><strong>Six to three months before entry</strong>: follow up interviews and requests for documents, compare offers, pay deposits and confirm your place.</li>
<li><strong>From three months before entry to departure</strong>: apply for your visa, book accommodation and flights, and complete your pre-departure preparations.</li>
</ul>
<h3>Details that are easy to miss</h3>
<p>Deadlines for postgraduate programmes in the United States mostly fall between December and January, and some top programmes close earlier. Popular business courses in the UK admit on a rolling basis, but many places are gone by the start of the year, so the earlier you apply the better. Australia has two intakes each year, in February and July; for a July start, begin preparing by the end of the previous year.</p>
<p>The language score is the most common bottleneck. Many students have every other document ready but miss the best time to apply because their score is still not good enough. Allow for at least two or three attempts, and have an acceptable score in hand before you submit.</p>
<p>Finally, keep a spreadsheet of each school's deadline, required documents, application fee and login details, and update it every week so that nothing slips through.</p>`,
  },
  {
    articleName: 'Writing your personal statement: make the admissions tutor remember you',
    intro:
      'The personal statement is the part of your application that shows who you are. A good one is not about fine words but about clear logic and genuine detail.',
    content: `<p>A personal statement, or statement of purpose, answers three core questions: why you chose this subject, how you have prepared for it, and what you want to do next. Admissions tutors read a great many statements every day, and the ones they remember are specific, sincere and well argued.</p>
<h3>A structure that works</h3>
<ul>
<li><strong>Opening</strong>: lead into your interest in the subject with a specific experience or question, not a vague quotation from someone famous.</li>
<li><strong>Academic preparation</strong>: pick two or three courses or research projects related to the programme and say what you learned from them.</li>
<li><strong>Practical experience</strong>: describe what you actually did, and what you gained, in internships, competitions or societies.</li>
<li><strong>Why this programme</strong>: refer to the programme's modules, staff or resources to explain why it suits you.</li>
<li><strong>Career plans</strong>: give clear, realistic short-term and long-term goals.</li>
</ul>
<h3>Common mistakes</h3>
<p>The first is listing experiences. A statement is not an expanded CV; every experience should serve the main thread of why you are right for the subject. The second is sameness. Sending the same statement to every school quickly shows a lack of focus, so at the very least rewrite the "why this programme" part for each one. The third is exaggeration: everything you write must be true and verifiable, and you may be asked about the details at interview.</p>
<p>As for length, the UCAS undergraduate personal statement has a character limit, while postgraduate statements usually run to one or two pages; follow each school's instructions. When you have finished, ask a teacher or a friend with good English to read it for grammar and logic. If you use AI tools to help polish it, check your target schools' policies first; the substance must be your own.</p>
<p>A good statement usually takes many drafts, so start at least two months ahead.</p>`,
  },
  {
    articleName: 'Preparing your references: choosing the right referee matters more than fine writing',
    intro:
      'A reference is an endorsement from a third party. Choosing referees who know you, and briefing them well in advance, is the key to a reference that carries weight.',
    content: `<p>Most postgraduate programmes ask for two references, and some in the United States for three. A reference is valuable because it confirms your abilities and potential from an outside point of view, so whether your referee really knows you matters more than how senior they are.</p>
<h3>Choosing referees</h3>
<ul>
<li>Current students should first ask lecturers who taught them, or who supervised their research or final-year project, ideally in a course where they earned an excellent grade.</li>
<li>Applicants with work experience can ask their line manager, especially for MBA and management programmes.</li>
<li>For research master's and doctoral applications, try to have at least two references from academic supervisors.</li>
</ul>
<h3>Working with your referees</h3>
<p>Contact your referees one to two months ahead and explain your plans and deadlines politely. To make their task easier, give them a short pack: your CV, transcript, target programmes, a reminder of the courses or projects you did with them, and the strengths you would like them to mention. This is only a prompt; what the reference says must be decided and written by the referee.</p>
<p>Most schools now use online systems: once you enter a referee's email address, the system sends them a link to upload the reference. Let your referees know the email is coming and ask them to check their spam folder. A polite reminder a week before the deadline is fine; afterwards, remember to thank them, and tell them the good news when your offer arrives.</p>
<p>Some British and Australian programmes accept paper references on letterhead, signed by the referee and with their contact details. Whatever the format, make sure your referees' contact details are real and current: schools may check them.</p>`,
  },
  {
    articleName: 'Transcripts, proof of enrolment and degree verification: a checklist of documents',
    intro:
      'Academic documents look simple, yet applications are often delayed by problems with format, official stamps or translation. Learn the requirements early and get everything right the first time.',
    content: `<p>When you apply to universities abroad, your academic documents are the basis on which your background is judged. Requirements differ a little between countries and schools, but the core documents are much the same.</p>
<h3>The core documents</h3>
<ul>
<li><strong>Transcripts in Chinese and English</strong>: issued by your university's academic affairs office with its official stamp; current students provide all results up to the time of application.</li>
<li><strong>Proof of enrolment</strong>: current students need a certificate in Chinese and English stating the expected graduation date and degree.</li>
<li><strong>Graduation and degree certificates</strong>: graduates provide Chinese and English versions; the English version may be issued by the university or professionally translated.</li>
<li><strong>Degree verification report</strong>: some schools ask for a verification report from CHSI or CDGDC, or an evaluation by an overseas credential service.</li>
</ul>
<h3>Points to watch</h3>
<p>First, how your marks are calculated. Some schools want percentage marks converted to a four-point GPA; others use the percentage average directly. Use the method the school specifies and do not "improve" the figures yourself; the school may ask for an official explanation.</p>
<p>Second, some universities in the United States and Canada require sealed transcripts sent directly by your university's academic affairs office, or sent through a credential service's electronic system. Confirm the method early and allow plenty of time.</p>
<p>Third, check that the English spelling of your name matches your passport and that the names of your university and subject match their official English names. These details matter just as much later, at the visa and enrolment stages.</p>
<p>It is a good idea to ask for several stamped originals at once, and to scan every document into a clear colour PDF named "Name_Document", ready to upload to different application systems.</p>`,
  },
  {
    articleName: 'Your application CV: showing your strengths on one page',
    intro:
      'An admissions tutor often spends only a minute or two on a CV. A clean structure and measurable results make your experience clear at a glance.',
    content: `<p>An application CV or résumé follows the same logic as a job CV but puts more weight on academic background and experience related to the subject. For bachelor's and master's applicants one page is usually enough; doctoral applicants can give more space to research and publications.</p>
<h3>Sections in a recommended order</h3>
<ul>
<li>Personal details: name, email and phone number; no photo, age or marital status.</li>
<li>Education: university, subject, degree, dates, average mark and representative courses.</li>
<li>Research or projects: title, dates, your role and concrete results.</li>
<li>Internships and work: in reverse chronological order, highlighting what relates to your target subject.</li>
<li>Skills and certificates: language scores, programming languages, specialist software and professional certificates.</li>
<li>Awards and activities: pick only the most representative few.</li>
</ul>
<h3>Writing each entry well</h3>
<p>Start each entry with a verb, state the task and give the result, for example "Analysed three years of sales data and built a forecasting model, improving inventory turnover by about fifteen per cent". Numbers convince far more than "responsible for data analysis".</p>
<p>Your CV and personal statement should support each other: the CV sets out the facts completely and concisely, while the statement picks out the highlights and explains your motivation and growth. The two must agree, with no conflicting dates or job titles.</p>
<p>Choose a clean font and consistent formatting, and avoid showy templates and colours. Export the finished CV as a PDF and check that it displays properly on a phone and a computer. Finally, ask someone else to read it through: spelling mistakes are the easiest thing to miss and the quickest way to make a poor impression.</p>`,
  },
  {
    articleName: 'Preparing for admission interviews: common questions and how to handle them',
    intro:
      'More and more programmes include an interview in the admission process. Whether it is a recorded video or a live conversation, good preparation lets you present yourself with confidence.',
    content: `<p>Business, education, medicine and some other popular subjects often interview applicants. There are two main formats: a live video conversation with an admissions officer or professor, or a recorded video interview in which the system sets random questions, each with a short preparation time and a fixed time to answer.</p>
<h3>Frequently asked questions</h3>
<ul>
<li>Please tell us a little about yourself.</li>
<li>Why did you choose this subject and our university?</li>
<li>Describe a time you overcame a difficulty or dealt with a conflict in a team.</li>
<li>What are your short-term and long-term career goals?</li>
<li>Do you have any questions for us?</li>
</ul>
<h3>How to prepare</h3>
<p>First, know your own personal statement and CV well: interviewers often ask about the details. Second, prepare three to five stories from your experience using the "situation, task, action, result" framework, so you can draw on them for any behavioural question. Third, learn about the programme's modules, special features and graduate destinations in depth, so that your answer to "why us?" has substance.</p>
<p>For recorded interviews, test your camera, microphone and internet connection in advance, and choose a quiet, well-lit place with a tidy background. Many platforms offer practice questions, so get used to how they work first. Look at the camera rather than the screen, speak at a steady pace and keep to the time.</p>
<p>In a live interview, if you did not catch a question, politely ask for it to be repeated; there is no need to panic. Do not recite memorised answers: a natural, sincere conversation matters more. Within a day or two afterwards you can send a short thank-you email.</p>
<p>One last reminder: interview times are usually given in the school's time zone, so convert them to Beijing time and join the meeting room early.</p>`,
  },
  {
    articleName: 'Preparing a portfolio for art and design courses',
    intro:
      'For art, design and architecture, the portfolio often decides admission more than grades do. This guide covers what to include, how to structure it and how to put it together.',
    content: `<p>The portfolio is the heart of an application in the arts. It shows the admissions tutors your creative ability, how you think and how you might develop. Requirements differ widely between subjects, so the first step is always to read the programme's official guidance carefully, including limits on pages, file size and format.</p>
<h3>What a portfolio should contain</h3>
<ul>
<li><strong>Your best work</strong>: usually three to six complete projects; quality matters more than quantity.</li>
<li><strong>Process</strong>: sketches, research, material tests and design iterations that reveal your design thinking.</li>
<li><strong>Short captions</strong>: for each project, its context, your role and the key decisions.</li>
<li><strong>Core skills</strong>: drawing, modelling or photography, shown as your subject requires.</li>
</ul>
<h3>Putting it together</h3>
<p>Give the sequence a rhythm, usually placing your strongest work at the beginning and the end. Keep the layout consistent, the text short and the English accurate. Many tutors value process especially, because it shows how you found and solved a problem rather than just presenting a beautiful final rendering.</p>
<p>The portfolio must also match the course you are applying for. For interaction design, highlight user research and prototype testing; for architecture, show spatial thinking and drawing; for fine art, put the emphasis on a consistent personal language and set of ideas.</p>
<p>Preparing a portfolio usually takes six months to a year. Start building it early and keep adding coursework, competition entries and personal projects. Every piece must be your own original work, and for team projects you must state your personal contribution clearly: this is a matter of academic integrity, and a question often asked at interview.</p>`,
  },
  {
    articleName: 'After the offer: conditional offers, deposits and confirming your place',
    intro:
      'Receiving an offer is only the first step. Understand its conditions, pay the deposit on time and confirm your place, and you can move on to your visa without a hitch.',
    content: `<p>Offers come in two kinds: an <strong>unconditional offer</strong> means you already meet every requirement; a <strong>conditional offer</strong> asks you to meet certain conditions by a set date, such as submitting your final transcript or degree certificate or reaching a language score.</p>
<h3>Read the conditions carefully</h3>
<p>Typical conditions include reaching a given final average, meeting an IELTS overall and component score, and providing proof of your degree by a certain date. Note down every condition and deadline, paying particular attention to how the average is calculated and whether the language score must be achieved by a specific date. If you are worried you may not meet a condition, talk to the school early about a pre-sessional language course or deferring your entry.</p>
<h3>Deposits and confirmation</h3>
<ul>
<li>Many British, Australian and North American programmes ask for a deposit when you accept the offer, from a few hundred to several thousand pounds or Australian dollars.</li>
<li>The deposit is usually deducted from your tuition at enrolment, but whether it can be refunded in different situations varies greatly between schools, so read the terms before you pay.</li>
<li>Once you have accepted online, keep the payment receipt and the confirmation email.</li>
</ul>
<h3>Documents for your visa</h3>
<p>After you confirm, the school issues the key document for your visa: a CAS in the UK, a Form I-20 in the United States, a CoE in Australia, and in Canada the letter of acceptance, in some cases with a provincial attestation letter. The personal details on these documents must match your passport exactly, so check them as soon as they arrive.</p>
<p>If you hold several offers, compare course content, cost, city and careers support, and decide before the deposit deadline so that you do not lose a place through hesitation.</p>`,
  },
];
