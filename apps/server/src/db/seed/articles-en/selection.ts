// English versions of the school-selection articles (stage 1), in the order of articles.ts.
import type { ArticleEnglish } from './types';

export const SELECTION: ArticleEnglish[] = [
  {
    articleName: 'Making sense of university rankings: overall versus subject rankings',
    intro:
      'QS, Times Higher Education, U.S. News and ShanghaiRanking each measure different things. Knowing how they are calculated tells you where rankings belong in your choice of school.',
    content: `<p>For many students the first step in choosing a school is to open a league table, yet the same university can sit dozens of places apart on different tables. That is because each ranking uses different indicators and weights: the <strong>QS World University Rankings</strong> lean heavily on surveys of academic and employer reputation; the <strong>Times Higher Education (THE) rankings</strong> give more weight to the teaching environment, research influence and citations; <strong>U.S. News</strong> Best Global Universities is driven mainly by research output; and the <strong>ShanghaiRanking Academic Ranking of World Universities</strong> counts hard measures such as Nobel prizes, highly cited researchers and papers in top journals.</p>
<h3>Overall rankings and subject rankings</h3>
<p>An overall ranking reflects a university's strength and international reputation as a whole, while a subject ranking says more about the teaching and research of a particular department. A university in the middle of the overall table may lead the world in accounting, hospitality or education; and a famous university may invest little in some smaller subjects, so its course may not suit you.</p>
<p>For postgraduate applicants, the subject ranking and the content of the course usually matter more than the overall ranking. For undergraduates, the university's general reputation, its campus resources and how easily you can change subject deserve equal attention.</p>
<h3>How to use rankings well</h3>
<ul>
<li>Compare at least two or three tables and look at where a university has stood over several years rather than its movement in a single year.</li>
<li>Use subject rankings to draw up a shortlist, then compare course content, staff research interests and graduate destinations in detail.</li>
<li>Find out which tables employers and residence-registration (hukou) schemes in China refer to; this matters if you plan to return home to work.</li>
<li>Do not overlook what rankings cannot measure: location, class size and the share of international students.</li>
</ul>
<p>In short, rankings are where your choice begins, not where it ends. Use them as a filter, then weigh your own interests, career plans and budget to find the school that really fits you.</p>`,
  },
  {
    articleName: 'Reach, match and safety: building a balanced list of applications',
    intro:
      'Apply only to the most famous schools and you may end up with nothing; apply only to safe choices and you may waste a strong profile. A balanced list finds the middle ground between certain offers and dream schools.',
    content: `<p>The two most common mistakes of an application season are "all reach" and "all safety". The first can leave you without a single offer in spring; the second can mean a strong profile never earns the result it deserved. When planning, sort your target schools into three tiers by how hard they are to get into.</p>
<h3>The three tiers</h3>
<ul>
<li><strong>Reach schools</strong>: admitted students in past years had somewhat stronger profiles than yours and your chance is below about thirty per cent. Two or three are enough.</li>
<li><strong>Match schools</strong>: your GPA, language score and experience are similar to those of past admits. These are the core of your list; four or five is a good number.</li>
<li><strong>Safety schools</strong>: you clearly exceed the requirements and can be almost sure of an offer. One or two will do, but make sure you would actually be happy to go there.</li>
</ul>
<p>To judge the tiers, look at the minimum requirements on the university's website, the admission results of students from your university in earlier years, and the lists of Chinese universities and average-mark requirements that some British and Australian universities publish. Remember that the website only states the threshold: the real bar for popular courses is usually higher.</p>
<h3>How many applications, country by country</h3>
<p>British and Australian universities admit on a rolling basis and answer early, so six to eight courses are usually enough. Postgraduate admission in the United States is competitive and slow, and many students apply to around ten programmes. Places in Canada and Singapore are limited, so add one or two extra match schools. If you apply to several countries, an offer from one can serve as your safety while you aim high in another.</p>
<p>Finally, prepare every application carefully, and never treat the personal statement for a safety school as a formality. A safety school can still turn you down for a weak application; a well-targeted application is the only real safeguard.</p>`,
  },
  {
    articleName: 'The UK, the US, Australia and Canada compared: course length, cost and life after graduation',
    intro:
      'The four most popular study destinations differ clearly in how long degrees take, how they teach and what work visas they offer graduates. This overview helps you form a picture of each.',
    content: `<p>Choosing a country often comes before choosing a school, because the country decides the length of study, the budget and the options after graduation. Here is how the United Kingdom, the United States, Australia and Canada compare on the key points.</p>
<h3>Course length and teaching style</h3>
<ul>
<li><strong>United Kingdom</strong>: bachelor's degrees usually take three years (four in Scotland) and most taught master's degrees one year; the pace is intense but the time cost low.</li>
<li><strong>United States</strong>: bachelor's degrees take four years, the first two largely general education, with flexible choice of major; master's degrees usually take one and a half to two years, with many internship opportunities.</li>
<li><strong>Australia</strong>: most bachelor's degrees take three years and taught master's degrees one and a half to two; the two main intakes are in February and July.</li>
<li><strong>Canada</strong>: bachelor's degrees take four years; master's degrees may be course-based or research-based, and many programmes include paid co-op work terms.</li>
</ul>
<p>On cost, private universities in the United States are the most expensive overall, usually more than 500,000 yuan a year for tuition and living costs together. Because courses are short, a one-year master's in the UK often costs 300,000 to 500,000 yuan in total. Australia and Canada fall in between, depending on the city and the subject.</p>
<h3>Work after graduation</h3>
<p>The UK Graduate visa currently lets bachelor's and master's graduates stay to work for two years, and doctoral graduates for three, although the policy is being revised and you should follow the latest announcements. The United States has the OPT period, which STEM graduates can extend to a total of up to three years. The length of Australia's subclass 485 Temporary Graduate visa depends on your qualification. Canada's Post-Graduation Work Permit (PGWP) can last up to three years and links closely with routes to permanent residence.</p>
<p>If you value time efficiency, the UK deserves a close look; if you want a full campus experience and internships, the United States has the edge; if you hope to stay and build a life there, the policy continuity of Australia and Canada is worth studying. Wherever you choose, rely on the latest information from each country's immigration authority.</p>`,
  },
  {
    articleName: 'Choosing schools from a non-elite university: reading institution lists and mark requirements',
    intro:
      'A degree from a university outside Project 985 and 211 does not shut you out of leading universities. Understand how universities abroad group Chinese institutions, place yourself accurately, and you can still win excellent offers.',
    content: `<p>Many British and Australian universities keep internal or published lists for Chinese applicants that sort Chinese universities into tiers, each with its own average-mark requirement. The same master's course might, for example, ask for an average of 80 from students of some leading universities and 85 or more from others, and a few universities accept applications only from institutions on their list.</p>
<h3>Step one: find out which tier you are in</h3>
<p>Before applying, read the "international entry requirements" page of each target university and find the specific guidance for students from China. If no list is published, ask the admissions office or look at what students from your university were offered in earlier years. Also check whether the university uses the average of all your courses or of the last two years only: the two can differ by a lot.</p>
<h3>Step two: play to your strengths</h3>
<ul>
<li>If your average is high, focus on universities and courses that care more about marks and less about where you studied.</li>
<li>If you have solid internships, research or competition results, favour programmes that assess applicants as a whole, and make the most of those strengths in your personal statement and CV.</li>
<li>A strong language score can also make up for some of your university's weaker standing, especially in media, education and law, where English requirements are high.</li>
</ul>
<p>Postgraduate admission in the United States and Canada tends to look at the whole applicant and relies less on institution lists, although competition is just as fierce. Some programmes in Singapore and Hong Kong, on the other hand, pay close attention to where you did your bachelor's degree.</p>
<p>Students from non-elite universities need to plan early: keep your average up in the first two years, gain internship or research experience in the third, and get your language score out of the way as soon as you can. The window for strengthening your profile is short; the earlier you begin, the more choice you will have.</p>`,
  },
  {
    articleName: 'Changing fields: which programmes welcome career changers, and how to prepare',
    intro:
      'More and more students want to switch fields. Here are the kinds of programmes most open to applicants from other disciplines, and the prerequisite courses you may need to complete first.',
    content: `<p>Applying to a new field is common, but programmes differ greatly in how open they are. The key is how the programme describes the required undergraduate background: wording such as "any discipline" or "no prior background required" usually signals a welcoming programme, while "a relevant degree" or a list of prerequisite courses means you will have to show you already have the foundations.</p>
<h3>Programmes that tend to be open</h3>
<ul>
<li><strong>Conversion master's degrees</strong>: for example psychology conversion courses, information technology master's degrees for non-computing graduates, and professional accounting master's degrees, which all start from the basics.</li>
<li><strong>Management and media</strong>: human resources, marketing, and media and communication care more about communication skills and relevant experience.</li>
<li><strong>Education</strong>: education and TESOL programmes usually accept a wide range of backgrounds but set high language requirements.</li>
</ul>
<h3>Fields with a higher bar</h3>
<p>Computer science, financial engineering and data science usually expect programming, calculus, linear algebra and statistics. If your degree did not include them, you can add them through a minor or second degree at a Chinese university or through accredited online courses for credit, and submit the transcripts with your application.</p>
<p>The personal statement matters especially for a change of field. Explain clearly why you are switching, what you have done to prepare, and what your original discipline brings to the new one. An internship or project related to the target field is far more convincing than a vague statement of interest.</p>
<p>Finally, be ready for a demanding course. Working through an introductory textbook of your new field before term starts will help you keep up with a fast-paced programme.</p>`,
  },
  {
    articleName: 'Choosing a city is choosing a future: how location shapes your time abroad',
    intro:
      'Two universities with the same ranking can differ completely in living costs, internship opportunities and job prospects simply because of where they are. When choosing a school, do not forget the city.',
    content: `<p>Many students compare only rankings when choosing a school and overlook the city. Yet you will spend one to four years there, and its industries, living costs and safety will directly affect your studies and your life.</p>
<h3>Industries and jobs</h3>
<p>Students of finance, consulting and media usually do best at universities in big cities such as London, New York, Toronto and Sydney, where head offices are concentrated and internships and networking are easier to find. Engineering, agriculture and environmental students may find better practical opportunities in smaller cities with relevant industrial parks or research institutes. Before choosing, look at the university's graduate outcomes report to see who its graduates' main employers are and where they work.</p>
<h3>Living costs and safety</h3>
<ul>
<li>Rents in big cities are often more than double those of smaller ones; a room in London, for instance, costs clearly more than one in the cities of northern England.</li>
<li>University towns have a high share of students and are convenient and friendly, but part-time jobs and internships may be scarcer.</li>
<li>Crime statistics published by local authorities help you judge how safe the neighbourhoods around the university are.</li>
</ul>
<h3>Climate and way of life</h3>
<p>Winters in the Nordic countries and parts of Canada are long and cold, with short days; Australia and the southern United States are warm but hot in summer. The size of the Chinese community also makes a difference: a city with Chinese supermarkets and restaurants is easier to settle into, while a place with fewer Chinese speakers is better for practising the language and fitting in locally.</p>
<p>Before you make a final decision, look at the city's transport, its rental websites and forums for international students, and if possible ask current students about daily life there, so that your choice rests on the full picture.</p>`,
  },
  {
    articleName: 'Studying in continental Europe: Germany, the Netherlands, France or the Nordic countries?',
    intro:
      'Continental Europe offers more and more courses taught in English, but its fees and application procedures are very different from those of the UK and the US. Here are the main features of the most popular countries and how to prepare.',
    content: `<p>Compared with the UK and the US, studying in continental Europe is generally cheaper, and the choice of master's programmes taught in English keeps growing. Fees and application procedures, however, vary widely from country to country and need to be understood one by one.</p>
<h3>The countries at a glance</h3>
<ul>
<li><strong>Germany</strong>: most public universities charge international students no tuition, only a semester contribution of a few hundred euros, although the state of Baden-Württemberg charges non-EU students tuition fees. Chinese students usually need to pass the review of the Academic Evaluation Centre (APS) before applying to German universities.</li>
<li><strong>Netherlands</strong>: the country leads continental Europe in the number of English-taught programmes, with research universities alongside universities of applied sciences; non-EU students pay roughly 10,000 to 20,000 euros a year.</li>
<li><strong>France</strong>: public universities charge relatively low fees, while the grandes écoles of business and engineering charge more; Chinese students generally go through the Campus France procedure before applying for a visa.</li>
<li><strong>Nordic countries</strong>: public universities in Sweden, Norway and their neighbours now charge non-EU students tuition; teaching is built around seminars and team projects, and living costs are high.</li>
</ul>
<p>Some continental universities take applications through their own online systems, others through shared platforms such as uni-assist or Studielink, and deadlines are spread from the autumn before entry to the spring of the year itself, with some popular programmes closing early. Compared with British universities, these institutions look more closely at how well your previous courses match, and often ask for detailed course descriptions and credit statements.</p>
<h3>Questions to consider</h3>
<p>First, language. Even when a course is taught in English, knowing the local language is a clear advantage in daily life and in finding work, especially in Germany and France. Second, recognition of the degree: you can check whether a university is on the recognised list on the Ministry of Education's study abroad supervision website. Third, what comes after graduation: Germany, the Netherlands and other countries give graduates a residence permit to look for work for a set period, but the length and conditions follow the latest official rules.</p>
<p>Europe suits students with a limited budget who care about academic strength and are willing to learn a new language. Starting to prepare documents and languages a year ahead makes the whole application far less stressful.</p>`,
  },
  {
    articleName: 'Singapore and Malaysia: two ways of studying in Asia',
    intro:
      'Being close to home and culturally familiar is what studying in Asia offers. Singapore is known for quality and fierce competition, Malaysia for value for money.',
    content: `<p>For students who want to stay close to home and settle in easily, Singapore and Malaysia are both worth considering. Both have large Chinese communities, so food and culture are easy to get used to and flights are short, but the two countries occupy quite different positions.</p>
<h3>Singapore: small, excellent and competitive</h3>
<p>The National University of Singapore and Nanyang Technological University rank among Asia's best in several world rankings, and Singapore Management University is known for business. Taught master's degrees usually take one to one and a half years; fees are relatively high, places limited, and the requirements for undergraduate background and grades strict. International undergraduates can apply for the government's Tuition Grant, but it comes with a bond to work in Singapore for a number of years after graduating, so read the obligations carefully before applying.</p>
<h3>Malaysia: international study at a good price</h3>
<p>Malaysia has its own public universities as well as several branch campuses of British and Australian universities, where students earn the same degree as on the home campus. Fees and living costs are far lower than in the UK, the US or Australia: around 100,000 yuan a year can cover everything. Do check, however, that the university and the degree are recognised by China's Ministry of Education.</p>
<h3>Who each suits</h3>
<ul>
<li>Students with strong profiles who want a famous university and jobs in Asia may put Singapore first.</li>
<li>Students on a tighter budget who want a Commonwealth qualification or a foundation for further study may consider Malaysia.</li>
<li>Either country can complement applications to the UK or the US and spread the risk.</li>
</ul>
<p>Whichever you choose, compare course content, internship arrangements and graduate employment figures, and do not decide in haste just because it is "close to home".</p>`,
  },
];
