throw new Error('this thread cannot start');
