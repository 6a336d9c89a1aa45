// English versions of the scholarship articles (stage 8), in the order of articles.ts.
import type { ArticleEnglish } from './types';

export const SCHOLARSHIPS: ArticleEnglish[] = [
  {
    articleName: 'Types of scholarship for study abroad, and how to go about applying',
    intro:
      'Scholarships are not only for top students. Understand where they come from and how they are awarded, look for the ones that match your profile, and your chances rise considerably.',
    content: `<p>There are many kinds of scholarship for study abroad. By who funds them and how they are awarded, they fall roughly into the groups below, and knowing the type helps you search and prepare with a purpose.</p>
<h3>By source</h3>
<ul>
<li><strong>Government scholarships</strong>: set up by the government of the destination country or by China, such as the UK's Chevening Scholarships or the China Scholarship Council's government-sponsored programmes; competition is fierce but the funding is generous.</li>
<li><strong>University scholarships</strong>: set up by universities or departments and the most common kind; some are awarded automatically on admission, others need a separate application.</li>
<li><strong>Research funding</strong>: research and teaching assistantships and project funding, common for doctoral and research master's students, usually including a tuition waiver and a stipend.</li>
<li><strong>Foundation and company scholarships</strong>: set up by foundations, companies or professional bodies, often for particular subjects or groups.</li>
</ul>
<h3>By selection criteria</h3>
<p>Scholarships are either merit-based, rewarding achievement, or need-based, helping those with limited means. Most scholarships for international students are merit-based, looking at academic results, language level, research and leadership. Some are reserved for students from particular countries or regions, or in particular subjects.</p>
<h3>How to approach it</h3>
<p>First, plan early: many scholarship deadlines fall before admission deadlines, and some require you to apply for admission first. Second, search widely: scholarship pages on university websites, department sites and the official study websites of destination governments are all important sources. Third, match carefully: read the eligibility rules and focus on the awards that best fit your profile. Fourth, put real care into your essays and references, which often decide scholarship panels.</p>
<p>One last warning: genuine scholarships never charge applicants a fee. Be very wary of anyone who promises a guaranteed scholarship in exchange for payment.</p>`,
  },
  {
    articleName: 'A guide to China Scholarship Council government-sponsored programmes',
    intro:
      'Every year the China Scholarship Council (CSC) funds large numbers of graduate students to take a PhD or a joint doctoral placement abroad. Knowing the programmes and the application process is the first step to CSC funding.',
    content: `<p>The China Scholarship Council is China's main body for funding study abroad. For current students and new graduates its most important scheme is the State-Sponsored Graduate Programme for Building High-Level Universities, which mainly covers two kinds of award: for a full doctoral degree abroad, and for a joint doctoral placement.</p>
<h3>The main programmes</h3>
<ul>
<li><strong>Full doctoral degree</strong>: funding to take a PhD abroad, usually for three to four years.</li>
<li><strong>Joint doctoral placement</strong>: doctoral students in China spend a period studying and researching abroad, generally six to twenty-four months, then return to finish their degree.</li>
<li><strong>Partnership scholarships</strong>: under cooperation agreements between the CSC and universities abroad, the partner usually waives tuition and the CSC provides a living allowance.</li>
</ul>
<h3>What is funded, and the obligations</h3>
<p>Funding generally covers one international return journey and a living allowance for the funded period; tuition usually has to be covered by a waiver from the partner or by other means. Award holders sign an agreement with the CSC, must return on time and serve in China for two years afterwards, and must arrange a guarantee before leaving.</p>
<h3>How to apply</h3>
<p>Applications are usually made in the spring each year. Applicants generally need an offer or invitation from a university abroad first, then apply to the CSC through their home institution, with an application form, the offer or invitation letter, references from supervisors in China and abroad, a research plan, transcripts and proof of foreign language ability. After expert review, the CSC publishes the results.</p>
<p>Tips: contact your supervisor abroad a year ahead and agree your research direction; make your research plan show both national need and academic value; and make sure your language scores meet the requirements of both the CSC and the host university. Policies and timetables can change from year to year, so follow the selection rules published for the current year on the CSC website (<a href="https://www.csc.edu.cn">www.csc.edu.cn</a>).</p>`,
  },
  {
    articleName: 'UK scholarships: Chevening, GREAT and university awards',
    intro:
      "UK scholarships are mainly for taught master's and doctoral students. From fully funded government awards to university fee discounts, opportunities at every level are worth a look.",
    content: `<p>UK university scholarships are not especially generous overall, but with early planning there are still plenty of opportunities. Here are the main kinds, from the most to the least generous.</p>
<h3>Chevening Scholarships</h3>
<p>Funded by the UK Foreign, Commonwealth and Development Office, Chevening Scholarships are for future leaders with leadership potential and cover tuition, living costs, return flights and visa costs for a one-year taught master's. Applicants usually need at least two years of work experience and must commit to returning home for at least two years after their studies. Applications generally open each autumn, and selection involves a review of documents and an interview.</p>
<h3>GREAT Scholarships</h3>
<p>GREAT Scholarships are funded by the UK government together with the British Council and a number of British universities, for students from several countries including China, and contribute a fixed amount towards the tuition of a one-year taught master's. Each participating university sets its own subjects and requirements, so check them one by one.</p>
<h3>University and department scholarships</h3>
<ul>
<li>Many universities offer tuition-fee scholarships for international students, from a few thousand pounds to full tuition.</li>
<li>Some are awarded automatically on admission on the basis of your grades; others need a separate application essay.</li>
<li>At doctoral level you can apply for research council studentships, full university scholarships and scholarships run jointly with the China Scholarship Council.</li>
</ul>
<p>Doctoral studentships funded by UK Research and Innovation are now open to international students for a share of places, covering tuition and a stipend, and competition is fierce.</p>
<h3>Tips for applying</h3>
<p>UK scholarship deadlines are often earlier than admission deadlines, and some close at the start of the year. When you submit your applications in the autumn, draw up a list of each university's scholarships and deadlines at the same time. In your essays, highlight your academic record, leadership experience and clear plans for the future.</p>`,
  },
  {
    articleName: 'Fully funded PhDs in the US: how teaching, research assistantships and fellowships combine',
    intro:
      'American doctoral programmes generally come fully funded, which is a big reason many students choose a PhD in the United States. Understanding what a funding package contains lets you compare the real value of different offers.',
    content: `<p>Doctoral programmes in science, engineering and most of the humanities and social sciences in the United States give admitted students a funding package, usually a tuition waiver, a stipend and health insurance, for about five years. Funding mainly takes these forms.</p>
<h3>Common forms of funding</h3>
<ul>
<li><strong>Fellowships</strong>: no work duties, so students can focus on study and research; usually awarded to the strongest applicants.</li>
<li><strong>Teaching assistantships (TA)</strong>: helping professors with marking and leading discussion or lab sections, usually with a cap on weekly hours.</li>
<li><strong>Research assistantships (RA)</strong>: working on your supervisor's research projects, paid from their research grants, often on work related to your own thesis.</li>
</ul>
<p>Many programmes combine them, for example a fellowship in the first year followed by teaching or research assistantships. Stipends vary by field, university and city, from roughly 25,000 to 45,000 dollars a year.</p>
<h3>Questions to ask when comparing offers</h3>
<p>How many years is the funding for, and is it guaranteed? Is there summer funding? Is the stipend taxable? Does the health insurance cover dependants? How heavy is the teaching load? Does the funding depend on your supervisor's grants, and what happens if they run short? You can put all these questions to the programme director or to current doctoral students.</p>
<h3>Funding for master's and bachelor's students</h3>
<p>Compared with PhDs, taught master's programmes in the United States offer little funding, mostly partial scholarships or campus jobs. At undergraduate level, a few universities admit international students need-blind and meet their full financial need, while most offer limited merit scholarships.</p>
<p>For doctoral applications, strong research experience, a good fit with your supervisor's interests and powerful references are the keys to funding. Read the papers of the supervisors you are targeting before you apply, and state your research interests clearly in your statement.</p>`,
  },
  {
    articleName: 'European government scholarships: Erasmus Mundus, Eiffel and Stipendium Hungaricum',
    intro:
      'Europe offers several government scholarships for international students, generous and wide-ranging. With early preparation, Chinese students have a real chance of winning one.',
    content: `<p>European countries and the EU fund a variety of scholarships for international students, many of them fully funded. Here are some of the most influential that Chinese students can apply for.</p>
<h3>The main schemes</h3>
<ul>
<li><strong>Erasmus Mundus Joint Master's</strong>: funded by the EU, students study at partner universities in two or three European countries and earn a joint or multiple degree. The scholarship covers tuition, travel, insurance and a monthly allowance and is open to applicants worldwide; each programme has its own application, with deadlines mostly in autumn and winter.</li>
<li><strong>Eiffel Excellence Scholarship (France)</strong>: set up by the French government for international master's and doctoral students, it pays a monthly allowance and some related costs. Candidates must be nominated by a French institution and cannot apply on their own.</li>
<li><strong>Stipendium Hungaricum (Hungary)</strong>: covers tuition, a monthly allowance, accommodation support and health insurance for bachelor's, master's and doctoral study. Chinese students usually also go through the nomination procedure of the sending authority in China.</li>
<li><strong>DAAD scholarships (Germany)</strong>: the German Academic Exchange Service funds a range of programmes for graduate students, doctoral candidates and researchers.</li>
<li><strong>Dutch scholarships</strong>: such as the Orange Tulip Scholarship for Chinese students and the NL Scholarship for students from outside the European Economic Area, mostly partial fee waivers or one-off grants.</li>
</ul>
<p>Note that the order of applications differs: for Erasmus Mundus the admission and scholarship applications are one and the same, while for the Eiffel Scholarship you first apply for admission to a French institution, which then nominates its candidates. Understand the order so you do not miss a key step.</p>
<h3>Tips for applying</h3>
<p>European scholarship deadlines are generally early: Erasmus Mundus programmes often close between December and January, well before entry, and the Eiffel Scholarship closes at the start of the year. Start watching a year ahead and have your language scores, references and motivation letter ready.</p>
<p>Your motivation letter should explain, with reference to the programme's features, why you are a good fit and how you will use what you learn. Erasmus Mundus programmes especially value intercultural adaptability and the point of studying in several countries, so show your international experience in your letter. Amounts and requirements may change each year; rely on each programme's official website.</p>`,
  },
  {
    articleName: 'Applying for scholarships in Australia and New Zealand',
    intro:
      'Universities in Australia and New Zealand offer many tuition-reduction scholarships to international students, and research degrees come with a good chance of full funding.',
    content: `<p>Universities in Australia and New Zealand generally value international students and offer many kinds of scholarship, for bachelor's, taught master's and research degrees.</p>
<h3>Scholarships for taught courses</h3>
<ul>
<li>Many universities offer international students tuition reductions, usually of 10 to 50 per cent, and a few programmes offer full tuition.</li>
<li>Some are awarded automatically on admission on the basis of your grades, with no separate application; others need a scholarship application and essay.</li>
<li>Some are for particular countries, subjects or intakes, with limited places awarded first come, first served.</li>
<li>Scholarships usually require you to keep up a certain level of results to continue receiving them.</li>
</ul>
<h3>Funding for research degrees</h3>
<p>Research master's and doctoral students at Australian universities can apply for Research Training Program scholarships and the universities' own research scholarships, which usually cover tuition and pay a stipend of several tens of thousands of Australian dollars a year. Competition is fierce: applicants generally need excellent grades, research experience or publications, and the support of a supervisor contacted in advance.</p>
<p>International doctoral students in New Zealand can usually pay domestic tuition fees, which makes a PhD there far cheaper. Several New Zealand universities also offer doctoral scholarships covering tuition and a stipend.</p>
<h3>Tips for applying</h3>
<p>First, read how each university awards its scholarships and tell the automatic ones from those you must apply for. Second, watch the deadlines: some scholarships close long before admission does. Third, research degree applicants should contact potential supervisors early and submit a clear, feasible research proposal.</p>
<p>A scholarship is often a bonus on top of an offer, and the earlier you apply for admission, the better your chance of one.</p>`,
  },
  {
    articleName: 'Scholarship opportunities in Canada and Singapore',
    intro:
      'Canada and Singapore award scholarships in different ways: Canada focuses on entrance scholarships and graduate funding, while Singapore offers government support that comes with a service obligation.',
    content: `<p>Canada and Singapore are both popular with Chinese students, and their scholarship opportunities are worth looking at separately.</p>
<h3>Canada</h3>
<p>For undergraduates, many Canadian universities award entrance scholarships automatically on the basis of admission grades, from a few thousand to over ten thousand Canadian dollars. Some leading universities offer large scholarships for international students; the University of Toronto's Lester B. Pearson International Scholarship, for example, covers four years of tuition and living costs, but candidates must be nominated by their secondary school and competition is extremely fierce.</p>
<p>At graduate level, research master's and doctoral students usually receive a funding package from the university, department or supervisor, made up of scholarships and teaching and research assistant pay. Taught master's programmes offer less, mainly a few scholarships.</p>
<h3>Singapore</h3>
<ul>
<li><strong>Tuition Grant</strong>: the Singapore government gives international undergraduates at public universities a Tuition Grant that greatly reduces fees, but students must sign a bond to work in Singapore for three years after graduating.</li>
<li><strong>Graduate research scholarships</strong>: the National University of Singapore and Nanyang Technological University offer doctoral students research scholarships that cover tuition and pay a monthly stipend.</li>
<li><strong>Singapore International Graduate Award (SINGA)</strong>: a doctoral scholarship for international students, jointly funded by several agencies, with research carried out at a university or research institute.</li>
</ul>
<h3>Tips for applying</h3>
<p>For Canadian undergraduate scholarships, apply for admission early and keep your secondary school grades up; some scholarships need extra essays and references, so read the requirements carefully. Before applying for Singapore's Tuition Grant, understand the service obligation fully and consider whether it fits your career plans.</p>
<p>Doctoral scholarships are fiercely competitive in both countries; excellent grades, research experience and a clear research direction are the keys to funding.</p>`,
  },
  {
    articleName: 'Scholarship essays and interviews: how to stand out',
    intro:
      'Between applicants with the same background, the quality of the essay and the interview often decides who stands out. Here are the most practical ways to prepare a scholarship application.',
    content: `<p>Scholarship panels look for something different from admissions panels. Admission asks whether you can complete the course; a scholarship panel asks whether you are worth investing in, that is, your potential, your motivation and the difference you might make in future.</p>
<h3>Writing the essay</h3>
<ul>
<li><strong>Answer the scholarship's purpose</strong>: read carefully why the scholarship exists, whether to develop leaders, promote international exchange or support a particular field, and respond to that directly.</li>
<li><strong>Show your abilities through examples</strong>: rather than saying "I am a good leader", describe a time you organised an event or led a team to solve a problem.</li>
<li><strong>Show a clear plan</strong>: explain what you intend to do after your studies and how the funding will help you get there.</li>
<li><strong>Respect the length</strong>: keep strictly to the word limit and say the most important things as concisely as you can.</li>
</ul>
<h3>Preparing for the interview</h3>
<p>Large scholarships usually include an interview, and the panel may include professors, alumni and representatives of the funder. Common questions include: Why are you applying for this scholarship? What is the biggest challenge you have faced? How will you give back to society or to your field? Know your own essay well, so that your answers match what you wrote.</p>
<p>In the interview, show sincerity and enthusiasm rather than reciting prepared answers. If you do not know something, say so honestly and show that you are willing to learn. Before the end, have one or two thoughtful questions ready for the panel to show your interest in the programme.</p>
<h3>Managing your time</h3>
<p>Scholarship applications often run alongside admission applications, and the workload is heavy. Make a timetable listing each scholarship's deadline, required documents and referees, and leave plenty of time to revise your essays. Even if you do not win a particular award, learn from the experience and try for the next one.</p>`,
  },
];
