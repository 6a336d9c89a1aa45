// Demo content: the majors the case students studied in China before applying, in Chinese and in
// English, with the major_focus values they lead to (so a case's prior major fits what it was
// admitted to, apart from a few who changed field, as some students do).

export interface PriorMajor {
  cn: string;
  en: string;
  /** major_focus dictionary values of programmes this major usually leads to. */
  focus: readonly string[];
}

// major_focus values: 1 business, 2 finance, 3 accounting, 4 management, 5 engineering,
// 6 computing, 7 data, 8 science, 9 education, 10 media, 11 law, 12 medicine, 13 health, 14 arts,
// 15 design, 16 architecture, 17 humanities, 18 psychology, 19 hospitality.
export const PRIOR_MAJORS: readonly PriorMajor[] = [
  { cn: '金融学', en: 'Finance', focus: ['2', '1', '7'] },
  { cn: '会计学', en: 'Accounting', focus: ['3', '2', '1'] },
  { cn: '经济学', en: 'Economics', focus: ['2', '1', '4', '17'] },
  { cn: '国际经济与贸易', en: 'International Economics and Trade', focus: ['1', '2', '4'] },
  { cn: '工商管理', en: 'Business Administration', focus: ['1', '4', '19'] },
  { cn: '市场营销', en: 'Marketing', focus: ['1', '4', '10'] },
  { cn: '酒店管理', en: 'Hotel Management', focus: ['19', '4'] },
  { cn: '计算机科学与技术', en: 'Computer Science and Technology', focus: ['6', '7', '5'] },
  { cn: '软件工程', en: 'Software Engineering', focus: ['6', '7'] },
  { cn: '电子信息工程', en: 'Electronic Information Engineering', focus: ['5', '6'] },
  { cn: '通信工程', en: 'Communication Engineering', focus: ['5', '6'] },
  { cn: '自动化', en: 'Automation', focus: ['5', '6'] },
  { cn: '机械工程', en: 'Mechanical Engineering', focus: ['5'] },
  { cn: '土木工程', en: 'Civil Engineering', focus: ['5', '16'] },
  { cn: '环境工程', en: 'Environmental Engineering', focus: ['5', '8'] },
  { cn: '数学与应用数学', en: 'Mathematics and Applied Mathematics', focus: ['8', '7', '2'] },
  { cn: '统计学', en: 'Statistics', focus: ['7', '8', '2'] },
  { cn: '物理学', en: 'Physics', focus: ['8', '5'] },
  { cn: '化学', en: 'Chemistry', focus: ['8', '12'] },
  { cn: '生物科学', en: 'Biological Sciences', focus: ['8', '12', '13'] },
  { cn: '农学', en: 'Agronomy', focus: ['8'] },
  { cn: '临床医学', en: 'Clinical Medicine', focus: ['12', '13'] },
  { cn: '护理学', en: 'Nursing', focus: ['13', '12'] },
  { cn: '药学', en: 'Pharmacy', focus: ['12', '8'] },
  { cn: '心理学', en: 'Psychology', focus: ['18', '13', '9'] },
  { cn: '教育学', en: 'Education', focus: ['9', '18'] },
  { cn: '英语', en: 'English', focus: ['17', '9', '10'] },
  { cn: '汉语言文学', en: 'Chinese Language and Literature', focus: ['17', '9', '10'] },
  { cn: '哲学', en: 'Philosophy', focus: ['17'] },
  { cn: '社会学', en: 'Sociology', focus: ['17', '18'] },
  { cn: '新闻学', en: 'Journalism', focus: ['10', '17'] },
  { cn: '法学', en: 'Law', focus: ['11', '17'] },
  { cn: '建筑学', en: 'Architecture', focus: ['16', '15'] },
  { cn: '视觉传达设计', en: 'Visual Communication Design', focus: ['15', '14', '10'] },
  { cn: '美术学', en: 'Fine Arts', focus: ['14', '15'] },
  { cn: '音乐表演', en: 'Music Performance', focus: ['14'] },
];
