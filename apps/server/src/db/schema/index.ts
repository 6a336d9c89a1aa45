export * from './accounts';
export * from './catalogue';
export * from './students';
export * from './lifecycle';
export * from './contracts';
export * from './consultation';
export * from './matching';
export * from './privacy';
